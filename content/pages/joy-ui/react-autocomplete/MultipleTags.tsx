import { Autocomplete } from '@mui/joy';

const tags = ['design', 'frontend', 'backend', 'testing', 'docs'];

export default function MultipleTags() {
  return (
    <Autocomplete
      multiple
      options={tags}
      defaultValue={['design', 'docs']}
      placeholder="Tags"
      slotProps={{ input: { 'aria-label': 'Tags' } }}
      sx={{ width: 320 }}
    />
  );
}
