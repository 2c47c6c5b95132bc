import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = [
  { label: 'Create a repository', body: 'Give it a name and choose who can see it.' },
  { label: 'Connect the build', body: 'Pick the branch to build and the command that builds it.' },
  { label: 'Deploy', body: 'Every push to the branch now publishes a new version.' },
];

export default function VerticalStepper() {
  const [active, setActive] = React.useState(0);

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Stepper activeStep={active} orientation="vertical">
        {steps.map((step, index) => (
          <Step key={step.label}>
            <StepLabel optional={index === steps.length - 1 ? <Typography variant="caption">Last step</Typography> : null}>
              {step.label}
            </StepLabel>
            <StepContent>
              <Typography>{step.body}</Typography>
              <Box sx={{ mt: 1 }}>
                <Button variant="contained" size="small" onClick={() => setActive(active + 1)} sx={{ mr: 1 }}>
                  {index === steps.length - 1 ? 'Finish' : 'Continue'}
                </Button>
                <Button size="small" disabled={index === 0} onClick={() => setActive(active - 1)}>
                  Back
                </Button>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {active === steps.length && (
        <Button size="small" onClick={() => setActive(0)} sx={{ mt: 1 }}>
          Start again
        </Button>
      )}
    </Box>
  );
}
