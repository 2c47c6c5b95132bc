import { ScopedCssBaseline, Typography } from '@mui/joy';

export default function ScopedBaseline() {
  return (
    <ScopedCssBaseline sx={{ p: 2, borderRadius: 'sm', border: '1px solid', borderColor: 'divider' }}>
      <Typography level="title-md">Inside a scoped baseline</Typography>
      <Typography level="body-sm">
        Only this subtree receives the baseline styles, which is handy when migrating a page piece by piece.
      </Typography>
    </ScopedCssBaseline>
  );
}
