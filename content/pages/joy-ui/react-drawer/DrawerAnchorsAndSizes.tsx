import * as React from 'react';
import { Button, DialogContent, DialogTitle, Drawer, ModalClose, Option, Select, Stack } from '@mui/joy';

type Anchor = 'left' | 'right' | 'top' | 'bottom';
type Size = 'sm' | 'md' | 'lg';

export default function DrawerAnchorsAndSizes() {
  const [anchor, setAnchor] = React.useState<Anchor | null>(null);
  const [size, setSize] = React.useState<Size>('md');

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Select size="sm" value={size} onChange={(_event, value) => value && setSize(value)} aria-label="Size">
        <Option value="sm">size sm</Option>
        <Option value="md">size md</Option>
        <Option value="lg">size lg</Option>
      </Select>
      {(['left', 'right', 'top', 'bottom'] as const).map((edge) => (
        <Button key={edge} size="sm" variant="soft" onClick={() => setAnchor(edge)}>
          {edge}
        </Button>
      ))}
      <Drawer
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchor={anchor ?? 'left'}
        size={size}
        variant="plain"
        slotProps={{ content: { sx: { bgcolor: 'transparent', p: { md: 2, sm: 0 }, boxShadow: 'none' } } }}
      >
        <DialogContent sx={{ bgcolor: 'background.surface', borderRadius: 'md', p: 2, boxShadow: 'lg' }}>
          <ModalClose />
          <DialogTitle>Filters</DialogTitle>
          Anchored to the {anchor} edge, size {size}. The panel floats inside the content slot, styled through slotProps.
        </DialogContent>
      </Drawer>
    </Stack>
  );
}
