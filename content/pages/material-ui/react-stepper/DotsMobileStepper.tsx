import * as React from 'react';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const tips = ['Swipe left to archive.', 'Long-press to select several.', 'Pull down to refresh.', 'Tap the star to pin.'];
const variants = ['dots', 'text', 'progress'] as const;

export default function DotsMobileStepper() {
  const [active, setActive] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ maxWidth: 400 }}>
      <Typography sx={{ px: 2 }}>{tips[active]}</Typography>
      {variants.map((variant) => (
        <MobileStepper
          key={variant}
          variant={variant}
          steps={tips.length}
          position="static"
          activeStep={active}
          slotProps={{ progress: { 'aria-label': 'Tips read' } }}
          nextButton={
            <Button size="small" onClick={() => setActive(active + 1)} disabled={active === tips.length - 1}>
              Next
              <KeyboardArrowRight />
            </Button>
          }
          backButton={
            <Button size="small" onClick={() => setActive(active - 1)} disabled={active === 0}>
              <KeyboardArrowLeft />
              Back
            </Button>
          }
        />
      ))}
    </Stack>
  );
}
