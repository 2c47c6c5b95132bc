import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import FolderIcon from '@mui/icons-material/Folder';

const palette: string[] = ['#1565c0', '#2e7d32', '#6a1b9a', '#c62828', '#bf360c'];

function colorFor(name: string): string {
  let hash = 0;
  for (const char of name) {
    hash = (hash * 31 + char.charCodeAt(0)) % 997;
  }
  return palette[hash % palette.length];
}

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

const team: string[] = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Edsger Dijkstra', 'Barbara Liskov'];

export default function LetterAvatars() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <Avatar sx={{ bgcolor: colorFor('Ada Lovelace'), color: 'common.white' }}>AL</Avatar>
      <Avatar variant="rounded" role="img" aria-label="Shared folder">
        <FolderIcon />
      </Avatar>
      <Avatar alt="Unknown user" src="data:image/png;base64,AA==" />
      <AvatarGroup max={4} slotProps={{ surplus: { sx: { bgcolor: 'primary.dark' } } }}>
        {team.map((name) => (
          <Avatar key={name} alt={name} sx={{ bgcolor: colorFor(name), color: 'common.white' }}>
            {initials(name)}
          </Avatar>
        ))}
      </AvatarGroup>
    </Stack>
  );
}
