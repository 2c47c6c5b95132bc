import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper, { PopperPlacementType } from '@mui/material/Popper';
import Stack from '@mui/material/Stack';

const placements: PopperPlacementType[] = ['top', 'right', 'bottom', 'left'];

export default function PositionedPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('top');
  const [open, setOpen] = React.useState<boolean>(false);

  const handleClick = (next: PopperPlacementType) => (event: React.MouseEvent<HTMLButtonElement>) => {
    setAnchorEl(event.currentTarget);
    setOpen(placement !== next || !open);
    setPlacement(next);
  };

  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', py: 6 }}>
      <Popper id="popper-demo" open={open} anchorEl={anchorEl} placement={placement} transition>
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={300}>
            <Paper sx={{ p: 1.5 }}>Placed on the {placement}.</Paper>
          </Fade>
        )}
      </Popper>
      {placements.map((item) => (
        <Button key={item} variant="outlined" aria-describedby="popper-demo" onClick={handleClick(item)}>
          {item}
        </Button>
      ))}
    </Stack>
  );
}
