import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const reviewers = ['Amaka', 'Bruno', 'Carmen', 'Dmitri', 'Eun-ji', 'Farid'];

export default function GroupedAvatars() {
  return (
    <Stack spacing={2}>
      <Typography variant="body2">max={4}: two avatars fold into “+3”, leaving room for the counter</Typography>
      <AvatarGroup max={4} sx={{ justifyContent: 'flex-end', '& .MuiAvatar-root': { bgcolor: 'primary.dark' } }}>
        {reviewers.map((name) => (
          <Avatar key={name} alt={name}>
            {name[0]}
          </Avatar>
        ))}
      </AvatarGroup>
      <Typography variant="body2">total={42}: only three are rendered, the count covers the rest</Typography>
      <AvatarGroup total={42} sx={{ justifyContent: 'flex-end', '& .MuiAvatar-root': { bgcolor: 'primary.dark' } }}>
        {reviewers.slice(0, 3).map((name) => (
          <Avatar key={name} alt={name}>
            {name[0]}
          </Avatar>
        ))}
      </AvatarGroup>
      <Typography variant="body2">spacing="small" and smaller avatars</Typography>
      <AvatarGroup spacing="small" sx={{ justifyContent: 'flex-end', '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 14, bgcolor: 'primary.dark' } }}>
        {reviewers.slice(0, 4).map((name) => (
          <Avatar key={name} alt={name}>
            {name[0]}
          </Avatar>
        ))}
      </AvatarGroup>
    </Stack>
  );
}
