import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SvgTone from '../shared/SvgTone.tsx';
import { COUNTRIES, TOTAL_VISITORS } from './data.ts';
import { formatCompact } from './format.ts';

const COLORS = ['primary.dark', 'primary.main', 'primary.light', 'text.disabled'] as const;

// A circle of this radius is 100 units round, so a share in percent is directly a dash length.
const RADIUS = 100 / (2 * Math.PI);

/**
 * Visitors by country: a donut drawn with one dashed circle per country (each dash as long as its share and
 * offset past the ones before it), and the same shares as labelled progress bars.
 */
export default function CountryCard() {
  const offsets = COUNTRIES.map((_, index) =>
    COUNTRIES.slice(0, index).reduce((total, country) => total + country.share, 0),
  );

  return (
    <Card variant="outlined" component="section" aria-labelledby="countries-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="countries-title" component="h3" variant="subtitle2">
          Visitors by country
        </Typography>
        <Box sx={{ position: 'relative', width: 180, height: 180, mx: 'auto', my: 2 }}>
          <svg viewBox="0 0 40 40" width="100%" height="100%" aria-hidden style={{ transform: 'rotate(-90deg)' }}>
            {COUNTRIES.map((country, index) => (
              <SvgTone key={country.name} color={COLORS[index]}>
                <circle
                  cx="20"
                  cy="20"
                  r={RADIUS}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="5"
                  // A hair shorter than the share leaves a thin gap between segments.
                  strokeDasharray={`${country.share - 0.6} ${100 - country.share + 0.6}`}
                  strokeDashoffset={-offsets[index]}
                />
              </SvgTone>
            ))}
          </svg>
          <Stack sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center' }}>
            <Typography component="p" variant="h5">
              {formatCompact(TOTAL_VISITORS)}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              visitors
            </Typography>
          </Stack>
        </Box>
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {COUNTRIES.map((country, index) => (
            <li key={country.name}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
                <Typography variant="body2" id={`country-${index}`}>
                  {country.name}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {country.share}%
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={country.share}
                aria-labelledby={`country-${index}`}
                sx={{
                  height: 6,
                  borderRadius: 3,
                  bgcolor: 'action.hover',
                  '& .MuiLinearProgress-bar': { borderRadius: 3, bgcolor: COLORS[index] },
                }}
              />
            </li>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
