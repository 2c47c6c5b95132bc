import * as React from 'react';
import Box from '@mui/material/Box';
import { areaPath, linePath, toPoints } from './chartGeometry.ts';

interface SparklineProps {
  values: readonly number[];
  /** A theme colour, e.g. "success.main". */
  color: string;
  height?: number;
}

/**
 * A small trend line with a fading area under it. Decorative: the card around it states the numbers.
 * The gradient id comes from useId, which is stable between the server render and hydration.
 */
export default function Sparkline({ values, color, height = 48 }: SparklineProps) {
  const gradientId = `sparkline-${React.useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const max = Math.max(...values);
  const min = Math.min(...values);
  // Stretch the series to fill the box, leaving a little headroom above the peak.
  const points = toPoints(
    values.map((value) => value - min),
    (max - min || 1) * 1.1,
  );

  return (
    <Box
      component="svg"
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      aria-hidden
      sx={{ display: 'block', width: '100%', height, color }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor="currentColor" stopOpacity="0.3" />
          <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
        </linearGradient>
      </defs>
      <path d={areaPath(points)} fill={`url(#${gradientId})`} />
      <path
        d={linePath(points)}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
    </Box>
  );
}
