import { Button, Card, Chip, CssVarsProvider, Input, Stack, Typography, extendTheme } from '@mui/joy';

const theme = extendTheme({
  cssVarPrefix: 'preview',
  colorSchemes: {
    light: { palette: { primary: { solidBg: '#7c3aed', solidHoverBg: '#6d28d9', softBg: '#ede9fe', softColor: '#5b21b6' } } },
  },
  radius: { sm: '2px', md: '4px' },
});

export default function ThemePreview() {
  return (
    <CssVarsProvider theme={theme}>
      <Card sx={{ maxWidth: 320 }}>
        <Typography level="title-lg">Preview</Typography>
        <Stack direction="row" spacing={1}>
          <Chip variant="soft" color="primary">soft</Chip>
          <Chip variant="solid" color="primary">solid</Chip>
        </Stack>
        <Input placeholder="Input" />
        <Button>Primary action</Button>
      </Card>
    </CssVarsProvider>
  );
}
