import { Grid, Sheet } from '@mui/joy';

const items = ['xs=12 md=8', 'xs=6 md=4', 'xs=6 md=4', 'xs=12 md=8'];
const sizes = [{ xs: 12, md: 8 }, { xs: 6, md: 4 }, { xs: 6, md: 4 }, { xs: 12, md: 8 }];

export default function GridDemo() {
  return (
    <Grid container spacing={2} sx={{ flexGrow: 1 }}>
      {items.map((label, index) => (
        <Grid key={index} xs={sizes[index].xs} md={sizes[index].md}>
          <Sheet variant="soft" sx={{ p: 2, textAlign: 'center', borderRadius: 'sm' }}>
            {label}
          </Sheet>
        </Grid>
      ))}
    </Grid>
  );
}
