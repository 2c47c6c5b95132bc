import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

const variants = ['outlined', 'filled', 'standard'] as const;

export default function SelectVariants() {
  return (
    <Stack direction="row" spacing={2}>
      {variants.map((variant) => (
        <FormControl key={variant} variant={variant} sx={{ minWidth: 140 }}>
          <InputLabel id={`size-${variant}-label`}>Size</InputLabel>
          <Select labelId={`size-${variant}-label`} label="Size" defaultValue="m">
            <MenuItem value="s">Small</MenuItem>
            <MenuItem value="m">Medium</MenuItem>
            <MenuItem value="l">Large</MenuItem>
          </Select>
        </FormControl>
      ))}
    </Stack>
  );
}
