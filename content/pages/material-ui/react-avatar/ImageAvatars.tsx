import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

function portrait(background: string, skin: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${background}"/><circle cx="20" cy="16" r="7" fill="${skin}"/><path d="M6 40c2-9 8-13 14-13s12 4 14 13z" fill="${skin}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

// An image that fails to decode, to show the fallbacks without a request that fails.
const BROKEN_IMAGE = 'data:image/png;base64,AA==';

export default function ImageAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar alt="Inès Moreau" src={portrait('#b3e5fc', '#8d5524')} />
      <Avatar alt="Kenji Sato" src={portrait('#c8e6c9', '#e0ac69')} />
      <Avatar alt="Lena Novak" src={BROKEN_IMAGE} sx={{ bgcolor: 'primary.dark' }}>
        LN
      </Avatar>
      <Avatar alt="Unknown visitor" src={BROKEN_IMAGE} />
    </Stack>
  );
}
