import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface BrandLogoProps {
  /** Height of the mark in pixels; the wordmark scales with it. */
  size?: number;
  /** Hide the wordmark and show the mark alone (with an accessible name). */
  markOnly?: boolean;
}

/** The fictional product the templates advertise, "Orbital": a planet-and-orbit mark in the primary colour. */
export default function BrandLogo({ size = 28, markOnly = false }: BrandLogoProps) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary' }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        role={markOnly ? 'img' : undefined}
        aria-label={markOnly ? 'Orbital' : undefined}
        aria-hidden={markOnly ? undefined : true}
        sx={{ width: size, height: size, color: 'primary.main', flexShrink: 0 }}
      >
        <circle cx="16" cy="16" r="7" fill="currentColor" />
        <ellipse
          cx="16"
          cy="16"
          rx="14.5"
          ry="5.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeOpacity="0.55"
          transform="rotate(-28 16 16)"
        />
        <circle cx="28" cy="9.5" r="2.2" fill="currentColor" />
      </Box>
      {!markOnly && (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: size * 0.64, letterSpacing: '-0.01em' }}>
          Orbital
        </Typography>
      )}
    </Box>
  );
}
