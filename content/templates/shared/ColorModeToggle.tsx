import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import { useColorScheme } from '@mui/material/styles';

/**
 * Switches the page between light and dark.
 *
 * `useColorScheme()` reports no mode until the provider has mounted, so the markup must not depend on it:
 * both icons are rendered and CSS picks one from the colour-scheme attribute on <html>. The server and the
 * first client render therefore agree, and the right icon shows before hydration.
 */
export default function ColorModeToggle(props: IconButtonProps) {
  const { mode, systemMode, setMode } = useColorScheme();
  const currentMode = mode === 'system' ? systemMode : mode;

  const toggle = () => {
    if (currentMode) setMode(currentMode === 'dark' ? 'light' : 'dark');
  };

  return (
    <Tooltip title="Toggle light and dark mode">
      <IconButton aria-label="Toggle light and dark mode" onClick={toggle} size="small" {...props}>
        <DarkModeRounded fontSize="small" sx={(theme) => theme.applyStyles('dark', { display: 'none' })} />
        <LightModeRounded
          fontSize="small"
          sx={(theme) => ({ display: 'none', ...theme.applyStyles('dark', { display: 'inline-block' }) })}
        />
      </IconButton>
    </Tooltip>
  );
}
