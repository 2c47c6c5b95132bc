import * as React from 'react';
import { Alert, Box, Button, IconButton, Typography } from '@mui/joy';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Close from '@mui/icons-material/Close';
import Warning from '@mui/icons-material/Warning';

export default function AlertWithDecorators() {
  const [visible, setVisible] = React.useState(true);

  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 480 }}>
      <Alert color="warning" startDecorator={<Warning />}>
        <div>
          <Typography level="title-sm">Storage almost full</Typography>
          <Typography level="body-sm">You have used 9.4 of 10 GB.</Typography>
        </div>
      </Alert>
      {visible ? (
        <Alert
          color="success"
          variant="soft"
          startDecorator={<CheckCircle />}
          endDecorator={
            <IconButton variant="plain" size="sm" color="success" aria-label="Dismiss" onClick={() => setVisible(false)}>
              <Close />
            </IconButton>
          }
        >
          Payment method updated.
        </Alert>
      ) : (
        <Button size="sm" variant="plain" onClick={() => setVisible(true)} sx={{ justifySelf: 'start' }}>
          Show the dismissed alert
        </Button>
      )}
    </Box>
  );
}
