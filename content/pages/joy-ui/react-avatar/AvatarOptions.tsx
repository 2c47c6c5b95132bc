import { Avatar, AvatarGroup, Stack } from '@mui/joy';

const team = ['Ngozi', 'Pablo', 'Quinn', 'Rania', 'Sven', 'Tomoko'];
// An image that fails to decode, to show the fallback without a request that fails.
const BROKEN_IMAGE = 'data:image/png;base64,AA==';

export default function AvatarOptions() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar size="sm">SM</Avatar>
        <Avatar size="md" variant="soft" color="primary">
          MD
        </Avatar>
        <Avatar size="lg" variant="solid" color="success">
          LG
        </Avatar>
        <Avatar variant="outlined" src={BROKEN_IMAGE} alt="Vera Lind">
          VL
        </Avatar>
        <Avatar src={BROKEN_IMAGE} alt="" />
      </Stack>
      <AvatarGroup size="sm" variant="soft">
        {team.slice(0, 4).map((name) => (
          <Avatar key={name} alt={name}>
            {name[0]}
          </Avatar>
        ))}
        <Avatar>+{team.length - 4}</Avatar>
      </AvatarGroup>
    </Stack>
  );
}
