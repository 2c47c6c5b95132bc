import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import FaceIcon from '@mui/icons-material/Face';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';

export default function ChipAdornments() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip avatar={<Avatar>M</Avatar>} label="Mariana" />
      <Chip avatar={<Avatar>T</Avatar>} label="Tariq" variant="outlined" />
      <Chip icon={<FaceIcon />} label="Guest" />
      <Chip icon={<LocalOfferIcon />} label="On sale" variant="outlined" color="success" />
    </Stack>
  );
}
