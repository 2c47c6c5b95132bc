import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Coloured dots naming a chart's series. */
export default function ChartLegend({ items }: { items: ReadonlyArray<{ name: string; color: string }> }) {
  return (
    <Stack
      component="ul"
      direction="row"
      sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
    >
      {items.map(({ name, color }) => (
        <Stack component="li" key={name} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color }} />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {name}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
