import * as React from 'react';
import { Button, Chip, ChipDelete, Stack } from '@mui/joy';

const initial = ['design', 'backend', 'urgent'];

export default function DeletableChips() {
  const [labels, setLabels] = React.useState(initial);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {labels.map((label) => (
        <Chip
          key={label}
          variant="soft"
          color={label === 'urgent' ? 'danger' : 'neutral'}
          endDecorator={<ChipDelete aria-label={`Remove ${label}`} onDelete={() => setLabels(labels.filter((l) => l !== label))} />}
        >
          {label}
        </Chip>
      ))}
      {labels.length < initial.length && (
        <Button size="sm" variant="plain" onClick={() => setLabels(initial)}>
          Restore
        </Button>
      )}
    </Stack>
  );
}
