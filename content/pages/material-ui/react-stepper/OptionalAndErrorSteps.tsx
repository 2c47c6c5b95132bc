import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

export default function OptionalAndErrorSteps() {
  return (
    <Stepper activeStep={2}>
      <Step completed>
        <StepLabel>Account</StepLabel>
      </Step>
      <Step>
        <StepLabel
          error
          optional={
            <Typography variant="caption" color="error">
              Card declined
            </Typography>
          }
        >
          Payment
        </StepLabel>
      </Step>
      <Step>
        <StepLabel optional={<Typography variant="caption">Optional</Typography>}>Gift message</StepLabel>
      </Step>
      <Step>
        <StepLabel>Confirm</StepLabel>
      </Step>
    </Stepper>
  );
}
