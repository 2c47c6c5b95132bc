import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function DisabledElementTooltip() {
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip title="Add a recipient first">
        <span>
          <Button variant="contained" disabled>
            Send
          </Button>
        </span>
      </Tooltip>
      <Tooltip title="Nothing to undo" describeChild>
        <span>
          <Button disabled>Undo</Button>
        </span>
      </Tooltip>
    </Stack>
  );
}
