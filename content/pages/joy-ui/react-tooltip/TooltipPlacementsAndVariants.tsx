import { Box, Button, Tooltip } from '@mui/joy';

const placements = ['top-start', 'top', 'top-end', 'left', 'right', 'bottom-start', 'bottom', 'bottom-end'] as const;
const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function TooltipPlacementsAndVariants() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, auto)', gap: 1, justifyContent: 'start' }}>
      {placements.map((placement, index) => (
        <Tooltip key={placement} title={`${placement}, ${variants[index % 4]}`} placement={placement} variant={variants[index % 4]} arrow={index % 2 === 0}>
          <Button variant="outlined" color="neutral" size="sm">
            {placement}
          </Button>
        </Tooltip>
      ))}
    </Box>
  );
}
