import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import FolderIcon from '@mui/icons-material/Folder';
import PageviewIcon from '@mui/icons-material/Pageview';
import StorefrontIcon from '@mui/icons-material/Storefront';

export default function IconAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar role="img" aria-label="Folder">
        <FolderIcon />
      </Avatar>
      <Avatar sx={{ bgcolor: 'secondary.main' }} role="img" aria-label="Page preview">
        <PageviewIcon />
      </Avatar>
      <Avatar sx={{ bgcolor: 'info.main' }} role="img" aria-label="Shop">
        <StorefrontIcon />
      </Avatar>
    </Stack>
  );
}
