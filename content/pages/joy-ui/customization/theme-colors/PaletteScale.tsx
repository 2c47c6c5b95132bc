import { Box, Stack, Typography } from '@mui/joy';

const steps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

export default function PaletteScale() {
  return (
    <Stack direction="row" sx={{ borderRadius: 'sm', overflow: 'hidden' }}>
      {steps.map((step) => (
        <Box key={step} sx={{ flex: 1, height: 56, bgcolor: `primary.${step}`, display: 'flex', alignItems: 'flex-end', p: 0.5 }}>
          <Typography level="body-xs" sx={{ color: step < 500 ? 'primary.900' : 'common.white' }}>
            {step}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
