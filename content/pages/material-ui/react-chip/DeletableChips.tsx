import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import DoneIcon from '@mui/icons-material/Done';

const initialTags = ['react', 'typescript', 'css', 'testing'];

export default function DeletableChips() {
  const [tags, setTags] = React.useState(initialTags);
  const remove = (tag: string) => setTags((current) => current.filter((t) => t !== tag));

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {tags.map((tag, index) => (
        <Chip
          key={tag}
          label={tag}
          color={index === 0 ? 'primary' : 'default'}
          onDelete={() => remove(tag)}
          deleteIcon={index === 0 ? <DoneIcon /> : undefined}
        />
      ))}
      {tags.length < initialTags.length && (
        <Button size="small" onClick={() => setTags(initialTags)}>
          Restore tags
        </Button>
      )}
    </Stack>
  );
}
