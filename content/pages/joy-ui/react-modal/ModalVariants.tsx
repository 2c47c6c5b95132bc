import * as React from 'react';
import { Button, DialogContent, DialogTitle, Modal, ModalClose, ModalDialog, Stack } from '@mui/joy';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;
type Variant = (typeof variants)[number];

export default function ModalVariants() {
  const [variant, setVariant] = React.useState<Variant | null>(null);

  return (
    <Stack direction="row" spacing={1}>
      {variants.map((v) => (
        <Button key={v} variant="soft" color="neutral" onClick={() => setVariant(v)}>
          {v}
        </Button>
      ))}
      <Modal open={variant !== null} onClose={() => setVariant(null)}>
        <ModalDialog variant={variant ?? 'outlined'} color="primary" size="sm" aria-labelledby="variant-title">
          <ModalClose />
          <DialogTitle id="variant-title">variant=&quot;{variant}&quot;</DialogTitle>
          <DialogContent>The dialog takes the global variants, colours and sizes.</DialogContent>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
