import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export default function RichTooltip() {
  return (
    <Tooltip
      arrow
      describeChild
      slotProps={{ tooltip: { sx: { maxWidth: 260, bgcolor: 'background.paper', color: 'text.primary', boxShadow: 3, '& .MuiTooltip-arrow': { color: 'background.paper' } } } }}
      title={
        <>
          <Typography variant="subtitle2">Autosave</Typography>
          <Typography variant="body2">Your draft is saved every 30 seconds and whenever you leave the page.</Typography>
        </>
      }
    >
      <Button variant="outlined">How saving works</Button>
    </Tooltip>
  );
}
