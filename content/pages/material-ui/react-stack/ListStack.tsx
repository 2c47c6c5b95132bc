import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const steps = ['Preheat the oven to 200 °C.', 'Slice the vegetables.', 'Roast for 35 minutes.'];

export default function ListStack() {
  return (
    <Stack component="ol" spacing={1} sx={{ m: 0, pl: 3 }}>
      {steps.map((step) => (
        <Typography key={step} component="li">
          {step}
        </Typography>
      ))}
    </Stack>
  );
}
