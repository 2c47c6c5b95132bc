import * as React from 'react';
import { Button, DialogContent, DialogTitle, Modal, ModalClose, ModalDialog, Stack } from '@mui/joy';

type Layout = 'center' | 'fullscreen';

export default function ModalLayouts() {
  const [layout, setLayout] = React.useState<Layout | null>(null);

  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" onClick={() => setLayout('center')}>
        Centred
      </Button>
      <Button variant="outlined" onClick={() => setLayout('fullscreen')}>
        Full screen
      </Button>
      <Modal open={layout !== null} onClose={() => setLayout(null)}>
        <ModalDialog layout={layout ?? 'center'} aria-labelledby="layout-title">
          <ModalClose />
          <DialogTitle id="layout-title">A {layout} dialog</DialogTitle>
          <DialogContent>Press Escape, click the close button or, when centred, the backdrop to close it.</DialogContent>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
