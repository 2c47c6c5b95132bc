import * as React from 'react';
import { Button, Step, StepButton, StepIndicator, Stepper, Stack, Typography } from '@mui/joy';

const steps = ['Account', 'Profile', 'Preferences'];

export default function StepperOrientations() {
  const [active, setActive] = React.useState(1);

  return (
    <Stack spacing={3}>
      <Stepper orientation="vertical" sx={{ maxWidth: 320 }}>
        {steps.map((label, index) => (
          <Step
            key={label}
            indicator={
              <StepIndicator variant={index === active ? 'solid' : 'soft'} color={index < active ? 'success' : 'primary'}>
                {index + 1}
              </StepIndicator>
            }
          >
            <StepButton onClick={() => setActive(index)}>{label}</StepButton>
            {index === active && <Typography level="body-sm">Fill in the {label.toLowerCase()} details, or click another step.</Typography>}
          </Step>
        ))}
      </Stepper>
      <Stepper sx={{ maxWidth: 480 }}>
        {steps.map((label, index) => (
          <Step key={label} orientation="vertical" indicator={<StepIndicator variant={index <= active ? 'solid' : 'outlined'}>{index + 1}</StepIndicator>}>
            {label}
          </Step>
        ))}
      </Stepper>
      <Button size="sm" variant="soft" onClick={() => setActive((active + 1) % steps.length)} sx={{ alignSelf: 'flex-start' }}>
        Next step
      </Button>
    </Stack>
  );
}
