import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * An SVG group whose `currentColor` is a theme colour ("primary.main", "divider"…), and whose shapes fill with it
 * unless they say otherwise. SVG presentation attributes can't read CSS variables, but `currentColor` can, so
 * the shapes inside follow the colour scheme through it.
 */
export default function SvgTone({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Box component="g" fill="currentColor" sx={{ color }}>
      {children}
    </Box>
  );
}
