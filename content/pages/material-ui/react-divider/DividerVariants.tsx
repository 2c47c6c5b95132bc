import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';

export default function DividerVariants() {
  return (
    <Box sx={{ width: 360 }}>
      <Typography>Account</Typography>
      <Divider sx={{ my: 1 }} />
      <Typography>Billing</Typography>
      <Divider variant="middle" sx={{ my: 1 }} />
      <Typography>Security</Typography>
      <Divider sx={{ my: 2 }}>OR</Divider>
      <Stack
        direction="row"
        divider={<Divider orientation="vertical" flexItem />}
        spacing={1}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, width: 'fit-content' }}
      >
        <IconButton aria-label="Bold">
          <FormatBoldIcon />
        </IconButton>
        <IconButton aria-label="Italic">
          <FormatItalicIcon />
        </IconButton>
        <IconButton aria-label="Align left">
          <FormatAlignLeftIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}
