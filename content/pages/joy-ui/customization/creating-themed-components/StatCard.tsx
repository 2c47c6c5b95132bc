import { Stack, Typography, styled } from '@mui/joy';

const StatRoot = styled('div', { name: 'MyStat', slot: 'root' })<{ tone: 'primary' | 'success' }>(
  ({ theme, tone }) => ({
    ...theme.variants.soft[tone],
    padding: theme.spacing(2),
    borderRadius: theme.vars.radius.md,
    minWidth: 140,
  }),
);

export default function StatCard() {
  return (
    <Stack direction="row" spacing={2}>
      <StatRoot tone="primary">
        <Typography level="body-sm">Visitors</Typography>
        <Typography level="h3">12.4k</Typography>
      </StatRoot>
      <StatRoot tone="success">
        <Typography level="body-sm">Conversions</Typography>
        <Typography level="h3">3.1%</Typography>
      </StatRoot>
    </Stack>
  );
}
