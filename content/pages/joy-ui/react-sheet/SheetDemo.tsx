import { Sheet, Stack } from '@mui/joy';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function SheetDemo() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      {variants.map((variant) => (
        <Sheet
          key={variant}
          variant={variant}
          color="primary"
          sx={{ width: 110, height: 80, borderRadius: 'md', display: 'grid', placeItems: 'center' }}
        >
          {variant}
        </Sheet>
      ))}
    </Stack>
  );
}
