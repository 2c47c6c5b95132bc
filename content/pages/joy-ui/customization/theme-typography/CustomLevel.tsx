import { CssVarsProvider, Typography, extendTheme } from '@mui/joy';

const theme = extendTheme({
  cssVarPrefix: 'typo-demo',
  typography: {
    h3: { fontWeight: 800, letterSpacing: '-0.03em' },
    'body-md': { lineHeight: 1.7 },
  },
});

export default function CustomLevel() {
  return (
    <CssVarsProvider theme={theme}>
      <Typography level="h3">A tighter, heavier heading</Typography>
      <Typography level="body-md">Body text with a more generous line height for comfortable reading.</Typography>
    </CssVarsProvider>
  );
}
