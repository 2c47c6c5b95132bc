import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import CountryCard from './CountryCard.tsx';
import HighlightCard from './HighlightCard.tsx';
import PageViewsChart from './PageViewsChart.tsx';
import PagesTable from './PagesTable.tsx';
import SessionsChart from './SessionsChart.tsx';
import StatCard from './StatCard.tsx';
import { METRICS, type Range } from './data.ts';

/** The Home section: an overview (stat cards, highlight, two charts), then details (pages table, countries). */
export default function MainGrid({ range, query }: { range: Range; query: string }) {
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        Overview
      </Typography>
      <Grid container spacing={2} sx={{ mb: 4 }}>
        {METRICS.map((metric) => (
          <Grid key={metric.id} size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatCard metric={metric} range={range} />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <HighlightCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SessionsChart range={range} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PageViewsChart />
        </Grid>
      </Grid>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        Details
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 9 }}>
          <PagesTable query={query} />
        </Grid>
        <Grid size={{ xs: 12, lg: 3 }}>
          <CountryCard />
        </Grid>
      </Grid>
    </>
  );
}
