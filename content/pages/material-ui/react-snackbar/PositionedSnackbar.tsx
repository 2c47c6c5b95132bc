import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

const positions: SnackbarOrigin[] = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'center' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'center' },
  { vertical: 'bottom', horizontal: 'right' },
];

export default function PositionedSnackbar() {
  const [origin, setOrigin] = React.useState<SnackbarOrigin | null>(null);

  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', maxWidth: 480 }}>
      {positions.map((position) => (
        <Button key={`${position.vertical}-${position.horizontal}`} variant="outlined" size="small" onClick={() => setOrigin(position)}>
          {position.vertical} {position.horizontal}
        </Button>
      ))}
      <Snackbar
        key={origin ? `${origin.vertical}-${origin.horizontal}` : 'closed'}
        open={origin !== null}
        anchorOrigin={origin ?? positions[4]}
        autoHideDuration={3000}
        onClose={() => setOrigin(null)}
        message={origin ? `Shown at ${origin.vertical} ${origin.horizontal}` : ''}
      />
    </Stack>
  );
}
