import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

interface Message {
  id: number;
  text: string;
}

export default function ConsecutiveSnackbars() {
  const [queue, setQueue] = React.useState<Message[]>([]);
  const [current, setCurrent] = React.useState<Message | null>(null);
  const [open, setOpen] = React.useState(false);

  React.useEffect(() => {
    if (queue.length > 0 && current === null) {
      setCurrent(queue[0]);
      setQueue((rest) => rest.slice(1));
      setOpen(true);
    } else if (queue.length > 0 && open) {
      setOpen(false);
    }
  }, [queue, current, open]);

  const push = (text: string) => setQueue((rest) => [...rest, { id: Date.now(), text }]);

  return (
    <Stack direction="row" spacing={2}>
      <Button onClick={() => push('Photo uploaded')}>Upload photo</Button>
      <Button onClick={() => push('Album shared')}>Share album</Button>
      <Snackbar
        key={current?.id}
        open={open}
        autoHideDuration={4000}
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        slotProps={{ transition: { onExited: () => setCurrent(null) } }}
        message={current?.text}
      />
    </Stack>
  );
}
