import { Box, Divider, Stack, Typography } from '@mui/joy';

export default function DividerDemo() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography>Sign in with your email.</Typography>
      <Divider sx={{ my: 2 }}>or</Divider>
      <Typography>Continue with a single sign-on provider.</Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }} divider={<Divider orientation="vertical" />}>
        <Typography level="body-sm">Help</Typography>
        <Typography level="body-sm">Privacy</Typography>
        <Typography level="body-sm">Terms</Typography>
      </Stack>
    </Box>
  );
}
