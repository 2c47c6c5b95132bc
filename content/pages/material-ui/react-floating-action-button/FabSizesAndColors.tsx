import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';

const colors = ['default', 'primary', 'secondary', 'success', 'error'] as const;

export default function FabSizesAndColors() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Fab size="small" color="secondary" aria-label="Add (small)">
          <AddIcon />
        </Fab>
        <Fab size="medium" color="secondary" aria-label="Add (medium)">
          <AddIcon />
        </Fab>
        <Fab color="secondary" aria-label="Add (large)">
          <AddIcon />
        </Fab>
        <Fab variant="extended" size="small" color="primary">
          <EditIcon sx={{ mr: 1 }} />
          Small extended
        </Fab>
      </Stack>
      <Stack direction="row" spacing={2}>
        {colors.map((color) => (
          <Fab key={color} color={color} aria-label={`Edit (${color})`}>
            <EditIcon />
          </Fab>
        ))}
        <Fab disabled aria-label="Edit (disabled)">
          <EditIcon />
        </Fab>
      </Stack>
    </Stack>
  );
}
