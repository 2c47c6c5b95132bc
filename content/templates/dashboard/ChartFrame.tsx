import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

interface ChartFrameProps {
  /** What the chart shows, for people who can't see it. */
  label: string;
  /** Tick values from 0 up; the last is the top of the plot. */
  yTicks: readonly number[];
  formatY: (value: number) => string;
  /** Labels under the plot, each at a horizontal position from 0 (left) to 1 (right). */
  xLabels: ReadonlyArray<{ text: string; at: number }>;
  height: number;
  /** SVG content drawn in the 100 × 100 plot box. */
  children: ReactNode;
}

/**
 * The axes and grid around a plot. Labels and grid lines are HTML laid out by percentage, and only the plot is an
 * SVG stretched to fit, so text keeps its size on every screen width while the chart fills its card.
 */
export default function ChartFrame({ label, yTicks, formatY, xLabels, height, children }: ChartFrameProps) {
  const top = yTicks[yTicks.length - 1] || 1;
  const fromTop = (value: number) => `${100 - (value / top) * 100}%`;

  return (
    <Box
      role="img"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: '40px 1fr',
        gridTemplateRows: `${height}px 24px`,
        columnGap: 1,
        typography: 'caption',
        color: 'text.secondary',
      }}
    >
      <Box sx={{ position: 'relative' }}>
        {yTicks.map((tick) => (
          <Box
            key={tick}
            component="span"
            sx={{ position: 'absolute', right: 0, top: fromTop(tick), transform: 'translateY(-50%)', lineHeight: 1 }}
          >
            {formatY(tick)}
          </Box>
        ))}
      </Box>
      <Box sx={{ position: 'relative' }}>
        {yTicks.map((tick) => (
          <Box
            key={tick}
            sx={{
              position: 'absolute',
              left: 0,
              right: 0,
              top: fromTop(tick),
              borderTop: 1,
              borderColor: 'divider',
              borderTopStyle: tick === 0 ? 'solid' : 'dashed',
            }}
          />
        ))}
        <Box
          component="svg"
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', overflow: 'visible' }}
        >
          {children}
        </Box>
      </Box>
      <span />
      <Box sx={{ position: 'relative' }}>
        {xLabels.map(({ text, at }) => (
          <Box
            key={text}
            component="span"
            sx={{ position: 'absolute', top: 6, whiteSpace: 'nowrap' }}
            // Shift each label by its own position: the first hangs right of its point, the last left, the middle centred.
            // An inline style, which the site's right-to-left mirroring leaves alone: the plot is not mirrored, so its
            // time axis must not be either.
            style={{ left: `${at * 100}%`, transform: `translateX(${-at * 100}%)` }}
          >
            {text}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
