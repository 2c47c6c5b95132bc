import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function Links() {
  const [count, setCount] = React.useState<number>(0);

  return (
    <Stack spacing={1}>
      <Typography>
        Read the <Link href="#">pricing guide</Link> before upgrading.
      </Typography>
      <Link href="#" underline="hover" variant="body2">
        Underline on hover
      </Link>
      <Link href="#" underline="none" color="secondary">
        No underline, secondary colour
      </Link>
      <Link
        href="https://example.com"
        target="_blank"
        rel="noopener noreferrer"
      >
        External site (opens in a new tab)
      </Link>
      <Link component="button" variant="body2" onClick={() => setCount(count + 1)}>
        A button that looks like a link (clicked {count} times)
      </Link>
    </Stack>
  );
}
