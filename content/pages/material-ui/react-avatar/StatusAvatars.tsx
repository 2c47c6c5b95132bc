import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';

const people = [
  { name: 'Oluwaseun', online: true },
  { name: 'Paulina', online: false },
];

export default function StatusAvatars() {
  return (
    <Stack direction="row" spacing={3}>
      {people.map((person) => (
        <Badge
          key={person.name}
          overlap="circular"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          variant="dot"
          color={person.online ? 'success' : 'default'}
          sx={{ '& .MuiBadge-badge': { width: 12, height: 12, borderRadius: '50%', border: 2, borderColor: 'background.paper', bgcolor: person.online ? undefined : 'grey.500' } }}
        >
          <Avatar alt={`${person.name}, ${person.online ? 'online' : 'away'}`}>{person.name[0]}</Avatar>
        </Badge>
      ))}
    </Stack>
  );
}
