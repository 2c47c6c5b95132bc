import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import StarIcon from '@mui/icons-material/Star';

const labels: Record<number, string> = {
  0.5: 'Useless',
  1: 'Poor',
  1.5: 'Weak',
  2: 'Fair',
  2.5: 'Okay',
  3: 'Decent',
  3.5: 'Good',
  4: 'Great',
  4.5: 'Excellent',
  5: 'Perfect',
};

function getLabelText(value: number): string {
  return `${value} star${value !== 1 ? 's' : ''}, ${labels[value]}`;
}

export default function HoverRating() {
  const [value, setValue] = React.useState<number | null>(3.5);
  const [hover, setHover] = React.useState<number>(-1);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Rating
        name="hover-feedback"
        value={value}
        precision={0.5}
        getLabelText={getLabelText}
        onChange={(_event, newValue) => setValue(newValue)}
        onChangeActive={(_event, newHover) => setHover(newHover)}
        emptyIcon={<StarIcon style={{ opacity: 0.55 }} fontSize="inherit" />}
      />
      {value !== null && <Box>{labels[hover !== -1 ? hover : value]}</Box>}
    </Box>
  );
}
