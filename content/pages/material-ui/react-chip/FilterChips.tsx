import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import DoneIcon from '@mui/icons-material/Done';

const initialTags: string[] = ['React', 'TypeScript', 'Design', 'Testing', 'Accessibility'];

export default function FilterChips() {
  const [tags, setTags] = React.useState<string[]>(initialTags);
  const [selected, setSelected] = React.useState<string[]>(['React']);

  const toggle = (tag: string) =>
    setSelected(selected.includes(tag) ? selected.filter((t) => t !== tag) : [...selected, tag]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {tags.map((tag) => {
          const isSelected = selected.includes(tag);
          return (
            <Chip
              key={tag}
              label={tag}
              color={isSelected ? 'primary' : 'default'}
              variant={isSelected ? 'filled' : 'outlined'}
              icon={isSelected ? <DoneIcon /> : undefined}
              onClick={() => toggle(tag)}
              onDelete={() => setTags(tags.filter((t) => t !== tag))}
            />
          );
        })}
      </Stack>
      <Button size="small" onClick={() => setTags(initialTags)}>
        Reset tags
      </Button>
    </Stack>
  );
}
