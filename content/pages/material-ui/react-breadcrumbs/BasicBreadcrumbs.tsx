import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

const path: string[] = ['Home', 'Catalog', 'Footwear', 'Running', 'Trail shoes'];

export default function BasicBreadcrumbs() {
  const [depth, setDepth] = React.useState<number>(path.length);
  const visible = path.slice(0, depth);

  return (
    <Breadcrumbs aria-label="breadcrumb" separator={<NavigateNextIcon fontSize="small" />} maxItems={4}>
      {visible.map((item, index) =>
        index === visible.length - 1 ? (
          <Typography key={item} sx={{ color: 'text.primary' }} aria-current="page">
            {item}
          </Typography>
        ) : (
          <Link
            key={item}
            underline="hover"
            color="inherit"
            href="#"
            onClick={(event: React.MouseEvent) => {
              event.preventDefault();
              setDepth(index + 1);
            }}
          >
            {item}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
