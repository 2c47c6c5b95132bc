import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Sparkline from './Sparkline.tsx';
import TrendChip, { toneOf } from './TrendChip.tsx';
import { lastDays, percentChange, previousDays, sum, type Metric, type Range } from './data.ts';
import { formatCompact } from './format.ts';

// The sparkline follows the chip's tone.
const LINE_COLOR = { success: 'success.main', error: 'error.main', neutral: 'text.secondary' } as const;

/** One metric over the selected range: its total, the change from the period before, and a sparkline. */
export default function StatCard({ metric, range }: { metric: Metric; range: Range }) {
  const current = lastDays(metric.daily, range);
  const total = sum(current);
  const change = percentChange(sum(previousDays(metric.daily, range)), total);
  const titleId = `stat-${metric.id}`;

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography id={titleId} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {metric.title}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography component="p" variant="h4">
            {formatCompact(total)}
          </Typography>
          <TrendChip change={change} period={`${range} days`} />
        </Stack>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Last {range} days
        </Typography>
        <Sparkline values={current} color={LINE_COLOR[toneOf(change)]} />
      </CardContent>
    </Card>
  );
}
