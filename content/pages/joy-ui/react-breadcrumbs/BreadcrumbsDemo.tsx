import { Breadcrumbs, Link, Typography } from '@mui/joy';

export default function BreadcrumbsDemo() {
  return (
    <Breadcrumbs aria-label="Breadcrumbs" separator="›">
      <Link color="neutral" href="#home">
        Home
      </Link>
      <Link color="neutral" href="#catalogue">
        Catalogue
      </Link>
      <Typography aria-current="page">Hiking boots</Typography>
    </Breadcrumbs>
  );
}
