import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import Header from './Header.tsx';
import MainGrid from './MainGrid.tsx';
import MobileBar from './MobileBar.tsx';
import SideMenu from './SideMenu.tsx';
import type { Range } from './data.ts';
import type { Section } from './sections.ts';

/** What the sections other than Home show: this template only fills in Home. */
function EmptySection({ section, onHome }: { section: Section; onHome: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, sm: 8 }, textAlign: 'center' }}>
      <ConstructionRounded aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
      <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
        {section} is up to you
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        This section is left empty in the template. Build it from the same cards, charts and tables as Home.
      </Typography>
      <Button variant="outlined" onClick={onHome}>
        Back to Home
      </Button>
    </Paper>
  );
}

/**
 * An analytics dashboard: side menu (a drawer on small screens), a header with breadcrumbs, search, reporting
 * period and colour mode, then stat cards with sparklines, a sessions line chart, a page-views bar chart, a
 * sortable pages table and visitors by country. Charts are plain SVG; no chart or data-grid package is needed.
 */
export default function DashboardTemplate() {
  const [section, setSection] = React.useState<Section>('Home');
  const [range, setRange] = React.useState<Range>(30);
  const [query, setQuery] = React.useState('');
  const goHome = () => setSection('Home');

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', color: 'text.primary', bgcolor: 'background.default' }}>
      <SideMenu section={section} onSelect={setSection} />
      <MobileBar section={section} onSelect={setSection} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack spacing={3} sx={{ maxWidth: 1700, mx: 'auto', px: { xs: 2, sm: 3 }, pt: { xs: 6, md: 0 }, pb: 5 }}>
          <Header
            section={section}
            onHome={goHome}
            range={range}
            onRangeChange={setRange}
            query={query}
            onQueryChange={setQuery}
          />
          <Typography component="h1" variant="h4">
            {section}
          </Typography>
          <div>
            {section === 'Home' ? (
              <MainGrid range={range} query={query} />
            ) : (
              <EmptySection section={section} onHome={goHome} />
            )}
          </div>
          <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
            © 2026 Orbital Inc. Sample data for a Material UI template.
          </Typography>
        </Stack>
      </Box>
    </Box>
  );
}
