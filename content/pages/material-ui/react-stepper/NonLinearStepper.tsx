import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const sections = ['Profile photo', 'Bio', 'Notification settings'];

export default function NonLinearStepper() {
  const [active, setActive] = React.useState(0);
  const [completed, setCompleted] = React.useState<Record<number, boolean>>({});
  const doneCount = Object.values(completed).filter(Boolean).length;

  return (
    <Box>
      <Stepper nonLinear activeStep={active}>
        {sections.map((label, index) => (
          <Step key={label} completed={completed[index] ?? false}>
            <StepButton onClick={() => setActive(index)}>{label}</StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography sx={{ mt: 2, mb: 1 }}>
        Editing “{sections[active]}” · {doneCount} of {sections.length} done
      </Typography>
      <Button variant="outlined" size="small" onClick={() => setCompleted({ ...completed, [active]: !completed[active] })}>
        {completed[active] ? 'Mark as not done' : 'Mark as done'}
      </Button>
    </Box>
  );
}
