import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DividerText() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Typography variant="body2">Wednesday's agenda is below.</Typography>
      <Divider>Centre</Divider>
      <Divider textAlign="left">Left</Divider>
      <Divider textAlign="right">Right</Divider>
      <Divider>
        <Chip label="New messages" size="small" color="primary" />
      </Divider>
    </Stack>
  );
}
