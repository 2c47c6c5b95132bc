import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

type Placement = NonNullable<TooltipProps['placement']>;

const layout: Array<[Placement, number, number]> = [
  ['top-start', 1, 2], ['top', 1, 3], ['top-end', 1, 4],
  ['left-start', 2, 1], ['left', 3, 1], ['left-end', 4, 1],
  ['right-start', 2, 5], ['right', 3, 5], ['right-end', 4, 5],
  ['bottom-start', 5, 2], ['bottom', 5, 3], ['bottom-end', 5, 4],
];

export default function PositionedTooltips() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, auto)', gap: 1, justifyContent: 'center' }}>
      {layout.map(([placement, row, column]) => (
        <Tooltip key={placement} title={`placement="${placement}"`} placement={placement} arrow>
          <Button size="small" variant="outlined" sx={{ gridRow: row, gridColumn: column }}>
            {placement}
          </Button>
        </Tooltip>
      ))}
    </Box>
  );
}
