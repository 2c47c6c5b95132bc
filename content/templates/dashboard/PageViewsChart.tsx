import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SvgTone from '../shared/SvgTone.tsx';
import ChartFrame from './ChartFrame.tsx';
import ChartLegend from './ChartLegend.tsx';
import { axisTicks, stack } from './chartGeometry.ts';
import { MONTHLY_TRAFFIC, MONTHS, percentChange, sum } from './data.ts';
import { formatCompact } from './format.ts';
import TrendChip from './TrendChip.tsx';

const COLORS = ['primary.dark', 'primary.main', 'primary.light'] as const;

// Each month gets an equal slot of the plot's width; the bar fills this share of it.
const BAR_SHARE = 0.56;

/** Page views, downloads and conversions per month, as stacked bars. */
export default function PageViewsChart() {
  const tops = stack(MONTHLY_TRAFFIC.map((series) => series.values));
  const totals = tops[tops.length - 1];
  const yTicks = axisTicks(Math.max(...totals));
  const max = yTicks[yTicks.length - 1];
  const slot = 100 / MONTHS.length;
  const barWidth = slot * BAR_SHARE;
  const yOf = (value: number) => 100 - (value / max) * 100;

  const latest = totals[totals.length - 1];
  const change = percentChange(totals[totals.length - 2], latest);

  return (
    <Card variant="outlined" component="section" aria-labelledby="page-views-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="page-views-title" component="h3" variant="subtitle2">
          Page views and downloads
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
          <Typography component="p" variant="h4">
            {formatCompact(sum(totals))}
          </Typography>
          <TrendChip change={change} period="month" />
        </Stack>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Page views, downloads and conversions for the last {MONTHS.length} months
        </Typography>
        <Stack spacing={2} sx={{ mt: 2 }}>
          <ChartFrame
            label={`Stacked bar chart of monthly page views, downloads and conversions from ${MONTHS[0]} to ${
              MONTHS[MONTHS.length - 1]
            }. ${MONTHS[MONTHS.length - 1]} had ${formatCompact(latest)} in total.`}
            yTicks={yTicks}
            formatY={formatCompact}
            xLabels={MONTHS.map((text, index) => ({ text, at: (index + 0.5) / MONTHS.length }))}
            height={220}
          >
            {tops.map((top, layer) => (
              <SvgTone key={MONTHLY_TRAFFIC[layer].name} color={COLORS[layer]}>
                {top.map((value, month) => {
                  const bottom = layer ? tops[layer - 1][month] : 0;
                  return (
                    <rect
                      key={MONTHS[month]}
                      x={month * slot + (slot - barWidth) / 2}
                      y={yOf(value)}
                      width={barWidth}
                      height={yOf(bottom) - yOf(value)}
                      fill="currentColor"
                    />
                  );
                })}
              </SvgTone>
            ))}
          </ChartFrame>
          <ChartLegend items={MONTHLY_TRAFFIC.map((series, layer) => ({ name: series.name, color: COLORS[layer] }))} />
        </Stack>
      </CardContent>
    </Card>
  );
}
