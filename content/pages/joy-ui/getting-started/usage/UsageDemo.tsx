import { Button, CssVarsProvider, Stack, Typography } from '@mui/joy';

export default function UsageDemo() {
  return (
    <CssVarsProvider>
      <Stack spacing={1} alignItems="flex-start">
        <Typography level="body-md">Rendered inside a CssVarsProvider.</Typography>
        <Button>Hello world</Button>
      </Stack>
    </CssVarsProvider>
  );
}
