import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import HomeIcon from '@mui/icons-material/Home';

export default function CustomSeparatorBreadcrumbs() {
  return (
    <Stack spacing={2}>
      <Breadcrumbs separator="›" aria-label="breadcrumb">
        <Link underline="hover" color="inherit" href="#separators-and-collapsing">
          Library
        </Link>
        <Typography sx={{ color: 'text.primary' }} aria-current="page">
          Poetry
        </Typography>
      </Breadcrumbs>
      <Breadcrumbs separator={<NavigateNextIcon fontSize="small" />} aria-label="breadcrumb with icons">
        <Link underline="hover" color="inherit" href="#separators-and-collapsing" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <HomeIcon fontSize="inherit" />
          Home
        </Link>
        <Link underline="hover" color="inherit" href="#separators-and-collapsing">
          Settings
        </Link>
        <Typography sx={{ color: 'text.primary' }} aria-current="page">
          Notifications
        </Typography>
      </Breadcrumbs>
    </Stack>
  );
}
