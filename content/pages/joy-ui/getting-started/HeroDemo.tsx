import { Button, Card, CardContent, Chip, Stack, Typography } from '@mui/joy';

export default function HeroDemo() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography level="title-lg">Joy UI</Typography>
          <Chip size="sm" color="primary" variant="soft">
            beta
          </Chip>
        </Stack>
        <Typography level="body-sm">
          Components that look good by default and bend to your brand.
        </Typography>
      </CardContent>
      <Stack direction="row" spacing={1}>
        <Button>Get started</Button>
        <Button variant="soft" color="neutral">
          Browse components
        </Button>
      </Stack>
    </Card>
  );
}
