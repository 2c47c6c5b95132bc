import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SvgTone from '../shared/SvgTone.tsx';
import ChartFrame from './ChartFrame.tsx';
import ChartLegend from './ChartLegend.tsx';
import { areaPath, axisTicks, linePath, stack, toPoints } from './chartGeometry.ts';
import { DAY_LABELS, SESSION_SOURCES, lastDays, percentChange, previousDays, sum, type Range } from './data.ts';
import { formatCompact } from './format.ts';
import TrendChip from './TrendChip.tsx';

// Bottom layer darkest, so the stack reads from the ground up.
const COLORS = ['primary.dark', 'primary.main', 'primary.light'] as const;

/** Sessions per day over the selected range as stacked areas, one layer per traffic source. */
export default function SessionsChart({ range }: { range: Range }) {
  const layers = SESSION_SOURCES.map((source) => lastDays(source.daily, range));
  const tops = stack(layers);
  const totals = tops[tops.length - 1];
  const yTicks = axisTicks(Math.max(...totals));
  const max = yTicks[yTicks.length - 1];
  const total = sum(totals);
  const change = percentChange(sum(SESSION_SOURCES.flatMap((source) => previousDays(source.daily, range))), total);

  const days = lastDays(DAY_LABELS, range);
  // About six labels, whatever the range.
  const every = Math.ceil(days.length / 6);
  const xLabels = days
    .map((text, index) => ({ text, at: index / (days.length - 1) }))
    .filter((_, index) => (days.length - 1 - index) % every === 0);

  return (
    <Card variant="outlined" component="section" aria-labelledby="sessions-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="sessions-title" component="h3" variant="subtitle2">
          Sessions
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
          <Typography component="p" variant="h4">
            {formatCompact(total)}
          </Typography>
          <TrendChip change={change} period={`${range} days`} />
        </Stack>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Sessions per day for the last {range} days
        </Typography>
        <Stack spacing={2} sx={{ mt: 2 }}>
          <ChartFrame
            label={`Stacked area chart of sessions per day from ${days[0]} to ${days[days.length - 1]}, by source. ${formatCompact(total)} sessions in total.`}
            yTicks={yTicks}
            formatY={formatCompact}
            xLabels={xLabels}
            height={220}
          >
            {tops.map((top, layer) => {
              const upper = toPoints(top, max);
              const lower = layer ? toPoints(tops[layer - 1], max) : undefined;
              return (
                <SvgTone key={SESSION_SOURCES[layer].name} color={COLORS[layer]}>
                  <path d={areaPath(upper, lower)} fill="currentColor" fillOpacity="0.25" />
                  <path
                    d={linePath(upper)}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinejoin="round"
                    vectorEffect="non-scaling-stroke"
                  />
                </SvgTone>
              );
            })}
          </ChartFrame>
          <ChartLegend items={SESSION_SOURCES.map((source, layer) => ({ name: source.name, color: COLORS[layer] }))} />
        </Stack>
      </CardContent>
    </Card>
  );
}
