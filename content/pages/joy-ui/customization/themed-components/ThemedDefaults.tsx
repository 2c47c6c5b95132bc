import { Button, CssVarsProvider, Input, Stack, extendTheme } from '@mui/joy';

const theme = extendTheme({
  components: {
    JoyButton: { defaultProps: { variant: 'soft' }, styleOverrides: { root: { borderRadius: 999 } } },
    JoyInput: { defaultProps: { size: 'sm' } },
  },
});

export default function ThemedDefaults() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Input placeholder="Small by default" />
        <Button>Soft and round</Button>
      </Stack>
    </CssVarsProvider>
  );
}
