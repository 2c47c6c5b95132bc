import { Sheet, Stack } from '@mui/joy';

const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export default function ShadowSizes() {
  return (
    <Stack direction="row" spacing={2} sx={{ p: 2 }}>
      {sizes.map((size) => (
        <Sheet key={size} sx={{ width: 72, height: 56, boxShadow: size, borderRadius: 'sm', display: 'grid', placeItems: 'center' }}>
          {size}
        </Sheet>
      ))}
    </Stack>
  );
}
