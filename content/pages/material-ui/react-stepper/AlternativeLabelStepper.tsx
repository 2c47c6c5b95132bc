import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

const stages = ['Ordered', 'Packed', 'Shipped', 'Delivered'];

export default function AlternativeLabelStepper() {
  return (
    <Stepper activeStep={2} alternativeLabel>
      {stages.map((stage) => (
        <Step key={stage}>
          <StepLabel>{stage}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
