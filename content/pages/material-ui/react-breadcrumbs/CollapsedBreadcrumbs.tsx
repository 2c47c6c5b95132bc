import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const folders = ['Home', 'Projects', '2026', 'Spring campaign', 'Assets', 'Photos'];

export default function CollapsedBreadcrumbs() {
  return (
    <Breadcrumbs maxItems={3} itemsBeforeCollapse={1} itemsAfterCollapse={2} aria-label="Folder path">
      {folders.map((folder) => (
        <Link key={folder} underline="hover" color="inherit" href="#separators-and-collapsing">
          {folder}
        </Link>
      ))}
      <Typography sx={{ color: 'text.primary' }} aria-current="page">
        beach.jpg
      </Typography>
    </Breadcrumbs>
  );
}
