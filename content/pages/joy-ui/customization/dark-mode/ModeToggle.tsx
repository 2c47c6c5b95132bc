import * as React from 'react';
import { Button, CssVarsProvider, useColorScheme } from '@mui/joy';

function ToggleButton() {
  const { mode, setMode } = useColorScheme();
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  if (!mounted) {
    return <Button variant="outlined">Theme</Button>;
  }
  return (
    <Button variant="outlined" onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}>
      Switch to {mode === 'dark' ? 'light' : 'dark'}
    </Button>
  );
}

export default function ModeToggle() {
  return (
    <CssVarsProvider>
      <ToggleButton />
    </CssVarsProvider>
  );
}
