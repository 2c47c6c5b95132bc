import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography, { TypographyProps } from '@mui/material/Typography';

const variants: Array<NonNullable<TypographyProps['variant']>> = [
  'h3',
  'h5',
  'subtitle1',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
];

export default function TypographyVariants() {
  const [count, setCount] = React.useState<number>(variants.length);

  return (
    <Box sx={{ width: '100%', maxWidth: 500 }}>
      <Slider
        aria-label="Number of variants shown"
        value={count}
        min={1}
        max={variants.length}
        step={1}
        marks
        onChange={(_event, value) => setCount(value as number)}
        sx={{ mb: 2 }}
      />
      {variants.slice(0, count).map((variant) => (
        <Typography key={variant} variant={variant} component="div" gutterBottom>
          {variant}: The quick brown fox
        </Typography>
      ))}
    </Box>
  );
}
