import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const theme = createTheme({
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          textTransform: 'none',
          variants: [
            {
              props: { variant: 'outlined' },
              style: { borderStyle: 'dashed', borderWidth: 2 },
            },
          ],
        },
      },
    },
  },
});

export default function DashedVariant() {
  const [count, setCount] = React.useState<number>(0);

  return (
    <ThemeProvider theme={theme}>
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" onClick={() => setCount(count + 1)}>
          Dashed outline ({count})
        </Button>
        <Button variant="contained">No elevation, no uppercase</Button>
      </Stack>
    </ThemeProvider>
  );
}
