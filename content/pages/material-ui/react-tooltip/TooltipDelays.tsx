import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function TooltipDelays() {
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip describeChild title="Appears after half a second" enterDelay={500} leaveDelay={200}>
        <Button>Slow to appear</Button>
      </Tooltip>
      <Tooltip describeChild title="Follows the pointer" followCursor>
        <Button variant="outlined">Follow cursor</Button>
      </Tooltip>
      <Tooltip describeChild title="You can select this text and move onto it without it closing" disableInteractive={false}>
        <Button>Interactive</Button>
      </Tooltip>
      <Tooltip describeChild title="Closes as soon as the pointer leaves the button" disableInteractive>
        <Button>Not interactive</Button>
      </Tooltip>
    </Stack>
  );
}
