import { AspectRatio, Button, Card, CardContent, CardOverflow, Typography } from '@mui/joy';

export default function CardDemo() {
  return (
    <Card variant="outlined" sx={{ width: 300 }}>
      <CardOverflow>
        <AspectRatio ratio="2" variant="soft" color="primary">
          <Typography level="h3">⛰</Typography>
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-lg">Alpine hut weekend</Typography>
        <Typography level="body-sm">Two nights, guided hike and breakfast included.</Typography>
        <Typography level="title-md" sx={{ mt: 1 }}>
          € 240
        </Typography>
      </CardContent>
      <Button>Book now</Button>
    </Card>
  );
}
