import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '../shared/visuallyHidden.ts';
import { formatChange } from './format.ts';

export type Tone = 'success' | 'error' | 'neutral';

// Changes smaller than this, either way, count as flat.
const FLAT_THRESHOLD = 3;

/** Up, down or flat, from a percentage change. */
export function toneOf(change: number): Tone {
  if (change >= FLAT_THRESHOLD) return 'success';
  if (change <= -FLAT_THRESHOLD) return 'error';
  return 'neutral';
}

/**
 * Text and border colours for a tone that keep 4.5:1 contrast on cards: the palette's darker shade on a light
 * page, its lighter shade on a dark one (the `main` shades of green and red are too faint for small text).
 */
export function toneSx(tone: Tone) {
  return (theme: Theme) => {
    if (tone === 'neutral') return { color: 'text.secondary', borderColor: 'divider' };
    const palette = (theme.vars ?? theme).palette[tone];
    return {
      color: palette.dark,
      borderColor: palette.main,
      ...theme.applyStyles('dark', { color: palette.light }),
    };
  };
}

const WORDS: Record<Tone, string> = { success: 'up', error: 'down', neutral: 'about the same' };

/** "+12%" in green, "−4%" in red or "0%" in grey; screen readers hear "up 12% on the previous period". */
export default function TrendChip({ change, period }: { change: number; period: string }) {
  const tone = toneOf(change);
  return (
    <Chip
      size="small"
      variant="outlined"
      sx={toneSx(tone)}
      label={
        <>
          {/* Isolated left to right: in a right-to-left page the sign would otherwise end up after the number. */}
          <bdi dir="ltr" aria-hidden>
            {formatChange(change)}
          </bdi>
          <Box component="span" sx={visuallyHidden}>
            {`${WORDS[tone]} ${formatChange(change).replace('−', 'minus ')} on the previous ${period}`}
          </Box>
        </>
      }
    />
  );
}
