import { Autocomplete, Chip, ChipDelete } from '@mui/joy';

const tags = ['design', 'frontend', 'backend', 'testing', 'docs'];

export default function MultipleTags() {
  return (
    <Autocomplete
      multiple
      options={tags}
      defaultValue={['design', 'docs']}
      placeholder="Tags"
      slotProps={{ input: { 'aria-label': 'Tags' } }}
      // The default tags' delete buttons are icons without a name; each one here says which tag it removes.
      renderTags={(selected, getTagProps) =>
        selected.map((tag, index) => {
          const { key, ...deleteProps } = getTagProps({ index });
          return (
            <Chip key={key} variant="soft" color="neutral" sx={{ minWidth: 0 }} endDecorator={<ChipDelete {...deleteProps} aria-label={`Remove ${tag}`} />}>
              {tag}
            </Chip>
          );
        })
      }
      sx={{ width: 320 }}
    />
  );
}
