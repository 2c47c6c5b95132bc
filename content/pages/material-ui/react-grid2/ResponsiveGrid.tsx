import * as React from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';

function Item({ children }: { children: React.ReactNode }) {
  return <Paper sx={{ p: 2, textAlign: 'center', height: '100%' }}>{children}</Paper>;
}

export default function ResponsiveGrid() {
  const [withSidebar, setWithSidebar] = React.useState<boolean>(true);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={withSidebar} onChange={(e) => setWithSidebar(e.target.checked)} />}
        label="Show sidebar"
      />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={12}>
          <Item>Header (size 12)</Item>
        </Grid>
        {withSidebar && (
          <Grid size={{ xs: 12, md: 3 }}>
            <Item>Sidebar (xs 12, md 3)</Item>
          </Grid>
        )}
        <Grid size="grow">
          <Item>Content (grow)</Item>
        </Grid>
        <Grid size={{ xs: 6, md: 4 }} offset={{ md: 'auto' }}>
          <Item>Footer (offset auto)</Item>
        </Grid>
      </Grid>
    </div>
  );
}
