import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import FolderIcon from '@mui/icons-material/Folder';
import PageviewIcon from '@mui/icons-material/Pageview';
import StorefrontIcon from '@mui/icons-material/Storefront';

export default function IconAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar aria-label="Folder">
        <FolderIcon />
      </Avatar>
      <Avatar sx={{ bgcolor: 'secondary.main' }} aria-label="Page preview">
        <PageviewIcon />
      </Avatar>
      <Avatar sx={{ bgcolor: 'info.main' }} aria-label="Shop">
        <StorefrontIcon />
      </Avatar>
    </Stack>
  );
}
