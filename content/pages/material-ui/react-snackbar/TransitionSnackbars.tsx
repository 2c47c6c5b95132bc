import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import Slide, { type SlideProps } from '@mui/material/Slide';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

function SlideFromLeft(props: SlideProps) {
  return <Slide {...props} direction="right" />;
}

const transitions = { Fade, Grow, Slide: SlideFromLeft };
type TransitionName = keyof typeof transitions;

export default function TransitionSnackbars() {
  const [name, setName] = React.useState<TransitionName | null>(null);
  const [open, setOpen] = React.useState(false);

  return (
    <Stack direction="row" spacing={2}>
      {(Object.keys(transitions) as TransitionName[]).map((key) => (
        <Button
          key={key}
          onClick={() => {
            setName(key);
            setOpen(true);
          }}
        >
          {key}
        </Button>
      ))}
      <Snackbar
        key={name}
        open={open}
        onClose={() => setOpen(false)}
        autoHideDuration={2500}
        slots={{ transition: transitions[name ?? 'Grow'] }}
        message={`Entered with ${name ?? ''}`}
      />
    </Stack>
  );
}
