import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioValidation() {
  const [answer, setAnswer] = React.useState('');
  const [message, setMessage] = React.useState('Choose wisely');
  const [error, setError] = React.useState(false);

  const check = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(answer !== 'mercury');
    setMessage(answer === '' ? 'Pick an answer first' : answer === 'mercury' ? 'Correct!' : 'Not quite: try again');
  };

  return (
    <form onSubmit={check}>
      <FormControl error={error} variant="standard">
        <FormLabel id="quiz-label">Which planet is closest to the Sun?</FormLabel>
        <RadioGroup aria-labelledby="quiz-label" name="quiz" value={answer} onChange={(_event, value) => setAnswer(value)}>
          <FormControlLabel value="venus" control={<Radio />} label="Venus" />
          <FormControlLabel value="mercury" control={<Radio />} label="Mercury" />
          <FormControlLabel value="mars" control={<Radio />} label="Mars" />
        </RadioGroup>
        <FormHelperText>{message}</FormHelperText>
        <Button type="submit" variant="outlined" sx={{ mt: 1, alignSelf: 'flex-start' }}>
          Check answer
        </Button>
      </FormControl>
    </form>
  );
}
