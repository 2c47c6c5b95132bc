import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps: string[] = ['Shipping address', 'Payment details', 'Review order'];

export default function HorizontalStepper() {
  const [activeStep, setActiveStep] = React.useState<number>(0);
  const done = activeStep === steps.length;

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={activeStep}>
        {steps.map((label, index) => (
          <Step key={label}>
            <StepLabel
              optional={index === 1 ? <Typography variant="caption">Saved card</Typography> : undefined}
            >
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography sx={{ my: 2 }}>
        {done ? 'Order placed. Thank you!' : `Step ${activeStep + 1}: ${steps[activeStep]}`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button disabled={activeStep === 0 || done} onClick={() => setActiveStep(activeStep - 1)}>
          Back
        </Button>
        {done ? (
          <Button onClick={() => setActiveStep(0)}>Start again</Button>
        ) : (
          <Button variant="contained" onClick={() => setActiveStep(activeStep + 1)}>
            {activeStep === steps.length - 1 ? 'Place order' : 'Next'}
          </Button>
        )}
      </Box>
    </Box>
  );
}
