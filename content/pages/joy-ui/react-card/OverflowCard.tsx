import { AspectRatio, Card, CardContent, CardOverflow, Divider, Typography } from '@mui/joy';

export default function OverflowCard() {
  return (
    <Card variant="outlined" sx={{ width: 300 }}>
      <CardOverflow>
        <AspectRatio ratio="2">
          <div style={{ background: 'linear-gradient(160deg, #4fc3f7, #1a237e)' }} />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Night sky tour</Typography>
        <Typography level="body-sm">Tekapo, New Zealand</Typography>
      </CardContent>
      <CardOverflow variant="soft">
        <Divider inset="context" />
        <CardContent orientation="horizontal" sx={{ py: 1 }}>
          <Typography level="body-xs">2 h</Typography>
          <Divider orientation="vertical" />
          <Typography level="body-xs">From NZ$120</Typography>
        </CardContent>
      </CardOverflow>
    </Card>
  );
}
