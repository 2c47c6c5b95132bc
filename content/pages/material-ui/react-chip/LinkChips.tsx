import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const topics = [
  { label: 'Basic chip', href: '#basic-chip' },
  { label: 'Colours', href: '#colours' },
  { label: 'Sizes', href: '#sizes' },
];

export default function LinkChips() {
  return (
    <Stack direction="row" spacing={1} component="nav" aria-label="Jump to a section">
      {topics.map((topic) => (
        <Chip key={topic.href} label={topic.label} component="a" href={topic.href} clickable variant="outlined" />
      ))}
    </Stack>
  );
}
