import { Link, Stack } from '@mui/joy';

export default function LinkDemo() {
  return (
    <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
      <Link href="#docs">Default link</Link>
      <Link href="#docs" underline="always" color="neutral">
        Always underlined
      </Link>
      <Link href="#docs" variant="soft" color="success">
        Soft variant
      </Link>
      <Link href="#docs" endDecorator="→">
        With decorator
      </Link>
      <Link disabled aria-disabled>
        Disabled
      </Link>
    </Stack>
  );
}
