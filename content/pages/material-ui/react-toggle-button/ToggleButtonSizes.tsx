import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';

const sizes = ['small', 'medium', 'large'] as const;

function ViewButtons() {
  return [
    <ToggleButton key="list" value="list" aria-label="List view">
      <ViewListIcon />
    </ToggleButton>,
    <ToggleButton key="module" value="module" aria-label="Grid view">
      <ViewModuleIcon />
    </ToggleButton>,
    <ToggleButton key="quilt" value="quilt" aria-label="Mosaic view" disabled>
      <ViewQuiltIcon />
    </ToggleButton>,
  ];
}

export default function ToggleButtonSizes() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      {sizes.map((size) => (
        <ToggleButtonGroup key={size} size={size} value="list" exclusive aria-label={`View, ${size}`}>
          {ViewButtons()}
        </ToggleButtonGroup>
      ))}
      <ToggleButtonGroup orientation="vertical" value="module" exclusive color="secondary" aria-label="View, vertical">
        {ViewButtons()}
      </ToggleButtonGroup>
    </Stack>
  );
}
