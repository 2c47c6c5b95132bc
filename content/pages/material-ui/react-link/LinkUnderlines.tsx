import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

const underlines = ['always', 'hover', 'none'] as const;

export default function LinkUnderlines() {
  return (
    <Stack direction="row" spacing={3}>
      {underlines.map((underline) => (
        <Link key={underline} href="#underline" underline={underline}>
          underline=&quot;{underline}&quot;
        </Link>
      ))}
    </Stack>
  );
}
