import { Autocomplete, Stack } from '@mui/joy';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;
const sizes = ['sm', 'md', 'lg'] as const;
const colours = ['Amber', 'Cobalt', 'Jade', 'Ruby'];

export default function AutocompleteVariants() {
  return (
    <Stack spacing={1.5} sx={{ width: 300 }}>
      {variants.map((variant) => (
        <Autocomplete key={variant} variant={variant} placeholder={`variant="${variant}"`} options={colours} slotProps={{ input: { 'aria-label': `${variant} autocomplete` } }} />
      ))}
      {sizes.map((size) => (
        <Autocomplete key={size} size={size} placeholder={`size="${size}"`} options={colours} slotProps={{ input: { 'aria-label': `${size} autocomplete` } }} />
      ))}
      <Autocomplete disabled placeholder="disabled" options={colours} slotProps={{ input: { 'aria-label': 'Disabled autocomplete' } }} />
    </Stack>
  );
}
