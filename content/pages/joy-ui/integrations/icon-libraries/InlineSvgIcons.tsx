import { Button, IconButton, Stack, SvgIcon } from '@mui/joy';

function Heart() {
  return (
    <SvgIcon>
      <path d="M12 21s-7-4.4-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6C19 16.6 12 21 12 21z" />
    </SvgIcon>
  );
}

export default function InlineSvgIcons() {
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Button size="sm" startDecorator={<Heart />}>Like</Button>
      <Button size="lg" variant="soft" startDecorator={<Heart />}>Like</Button>
      <IconButton aria-label="Like" variant="outlined">
        <Heart />
      </IconButton>
    </Stack>
  );
}
