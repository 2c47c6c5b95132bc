import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const fonts: Record<string, string> = {
  Sans: 'system-ui, sans-serif',
  Serif: 'Georgia, "Times New Roman", serif',
  Mono: 'ui-monospace, Menlo, monospace',
};

export default function CustomTypography() {
  const [font, setFont] = React.useState<string>('Serif');
  const theme = React.useMemo(
    () =>
      createTheme({
        typography: {
          fontFamily: fonts[font],
          h4: { fontWeight: 700, letterSpacing: '-0.01em' },
          button: { textTransform: 'none' },
        },
      }),
    [font],
  );

  return (
    <ThemeProvider theme={theme}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1}>
          {Object.keys(fonts).map((name) => (
            <Button key={name} variant={name === font ? 'contained' : 'outlined'} onClick={() => setFont(name)}>
              {name}
            </Button>
          ))}
        </Stack>
        <Typography variant="h4">A custom heading</Typography>
        <Typography>Body text follows the theme font family too.</Typography>
      </Stack>
    </ThemeProvider>
  );
}
