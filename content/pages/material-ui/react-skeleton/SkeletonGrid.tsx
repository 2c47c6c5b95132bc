import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const products = [
  { name: 'Canvas tote', price: '€24', tint: 'warning.light' },
  { name: 'Enamel mug', price: '€12', tint: 'info.light' },
  { name: 'Wool beanie', price: '€19', tint: 'success.light' },
];

export default function SkeletonGrid() {
  const [loaded, setLoaded] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Button variant="outlined" onClick={() => setLoaded(!loaded)} sx={{ alignSelf: 'flex-start' }}>
        {loaded ? 'Show placeholders' : 'Load products'}
      </Button>
      <Box aria-busy={!loaded} sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 160px))', gap: 2 }}>
        {products.map((product) => (
          <Box key={product.name}>
            {loaded ? (
              <Box sx={{ height: 100, borderRadius: 1, bgcolor: product.tint }} />
            ) : (
              <Skeleton variant="rounded" height={100} />
            )}
            <Typography variant="body2" sx={{ mt: 1 }}>
              {loaded ? product.name : <Skeleton />}
            </Typography>
            <Typography variant="caption">{loaded ? product.price : <Skeleton width="40%" />}</Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
