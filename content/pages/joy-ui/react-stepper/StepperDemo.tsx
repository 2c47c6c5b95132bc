import { Step, StepIndicator, Stepper } from '@mui/joy';

const steps = ['Cart', 'Shipping', 'Payment', 'Review'];
const active = 2;

export default function StepperDemo() {
  return (
    <Stepper sx={{ width: '100%', maxWidth: 520 }}>
      {steps.map((label, index) => (
        <Step
          key={label}
          active={index === active}
          completed={index < active}
          indicator={
            <StepIndicator variant={index <= active ? 'solid' : 'outlined'} color={index < active ? 'success' : 'primary'}>
              {index < active ? '✓' : index + 1}
            </StepIndicator>
          }
        >
          {label}
        </Step>
      ))}
    </Stepper>
  );
}
