import Box from '@mui/material/Box';
import type { Category } from './posts.ts';

type PaletteKey = 'primary' | 'success' | 'warning' | 'info' | 'secondary';

const CATEGORY_COLOR: Record<Category, PaletteKey> = {
  Engineering: 'primary',
  Product: 'success',
  Design: 'warning',
  Company: 'info',
  Tutorials: 'secondary',
};

/**
 * A decorative cover for a post: a gradient in the category's palette colour with the brand's orbit motif.
 * The colours come from theme variables, so covers follow light and dark mode. `seed` varies the tilt.
 */
export default function CoverArt({ category, seed, height }: { category: Category; seed: number; height: number }) {
  const color = CATEGORY_COLOR[category];
  const tilt = -40 + ((seed * 23) % 60);

  return (
    <Box
      aria-hidden
      sx={(theme) => {
        const palette = (theme.vars ?? theme).palette[color];
        return {
          height,
          color: 'common.white',
          backgroundImage: `linear-gradient(135deg, ${palette.light}, ${palette.dark})`,
          overflow: 'hidden',
          // The palette's light/dark shades are the same in both schemes; tone them down on a dark page.
          ...theme.applyStyles('dark', { filter: 'brightness(0.8)' }),
        };
      }}
    >
      <svg viewBox="0 0 400 200" width="100%" height="100%" preserveAspectRatio="xMidYMid slice">
        <g fill="none" stroke="currentColor" strokeOpacity="0.35" strokeWidth="2" transform={`rotate(${tilt} 200 100)`}>
          <ellipse cx="200" cy="100" rx="170" ry="46" />
          <ellipse cx="200" cy="100" rx="120" ry="30" />
        </g>
        <circle cx="200" cy="100" r="34" fill="currentColor" fillOpacity="0.85" />
        <circle
          cx={80 + ((seed * 71) % 240)}
          cy={40 + ((seed * 37) % 120)}
          r="8"
          fill="currentColor"
          fillOpacity="0.7"
        />
      </svg>
    </Box>
  );
}
