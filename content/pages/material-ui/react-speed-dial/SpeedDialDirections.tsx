import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import SpeedDial, { type SpeedDialProps } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import SaveIcon from '@mui/icons-material/Save';
import ShareIcon from '@mui/icons-material/Share';

type Direction = NonNullable<SpeedDialProps['direction']>;
const directions: Direction[] = ['up', 'right', 'down', 'left'];
const actions = [
  { icon: <ContentCopyIcon />, name: 'Copy' },
  { icon: <SaveIcon />, name: 'Save' },
  { icon: <ShareIcon />, name: 'Share' },
];

export default function SpeedDialDirections() {
  const [direction, setDirection] = React.useState<Direction>('right');
  const [hidden, setHidden] = React.useState(false);

  return (
    <Box>
      <RadioGroup row aria-label="Direction" value={direction} onChange={(_event, value) => setDirection(value as Direction)}>
        {directions.map((d) => (
          <FormControlLabel key={d} value={d} control={<Radio />} label={d} />
        ))}
        <FormControlLabel value="hidden" control={<Radio checked={hidden} onClick={() => setHidden(!hidden)} />} label="hidden" />
      </RadioGroup>
      <Box sx={{ position: 'relative', height: 260 }}>
        <SpeedDial
          ariaLabel="Speed dial with a direction"
          hidden={hidden}
          direction={direction}
          icon={<SpeedDialIcon />}
          sx={{ position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%)' }}
        >
          {actions.map((action) => (
            <SpeedDialAction key={action.name} icon={action.icon} slotProps={{ tooltip: { title: action.name } }} />
          ))}
        </SpeedDial>
      </Box>
    </Box>
  );
}
