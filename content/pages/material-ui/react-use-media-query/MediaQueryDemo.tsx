import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function MediaQueryDemo() {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'));
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip label={`Screen ≥ md: ${isDesktop}`} color={isDesktop ? 'success' : 'default'} />
      <Chip label={`Prefers dark: ${prefersDark}`} color={prefersDark ? 'success' : 'default'} />
      <Chip label={`Reduced motion: ${reducedMotion}`} color={reducedMotion ? 'success' : 'default'} />
    </Stack>
  );
}
