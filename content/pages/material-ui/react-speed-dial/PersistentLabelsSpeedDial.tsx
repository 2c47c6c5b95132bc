import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/icons-material/Add';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import MicIcon from '@mui/icons-material/Mic';
import NoteAddIcon from '@mui/icons-material/NoteAdd';

const actions = [
  { icon: <NoteAddIcon />, name: 'Note' },
  { icon: <MicIcon />, name: 'Voice memo' },
  { icon: <PhotoCameraIcon />, name: 'Photo' },
];

export default function PersistentLabelsSpeedDial() {
  return (
    <Box sx={{ position: 'relative', height: 300 }}>
      <SpeedDial ariaLabel="New item" icon={<SpeedDialIcon />} sx={{ position: 'absolute', bottom: 16, right: 16 }}>
        {actions.map((action) => (
          <SpeedDialAction key={action.name} icon={action.icon} slotProps={{ tooltip: { title: action.name, open: true } }} />
        ))}
      </SpeedDial>
    </Box>
  );
}
