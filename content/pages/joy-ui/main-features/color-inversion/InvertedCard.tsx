import { Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/joy';

export default function InvertedCard() {
  return (
    <Card variant="solid" color="primary" invertedColors sx={{ maxWidth: 340 }}>
      <CardContent>
        <Chip size="sm" variant="outlined">
          New
        </Chip>
        <Typography level="title-lg">Team plan</Typography>
        <Typography level="body-sm" textColor="inherit">
          Everything in the free tier, plus shared workspaces and priority support.
        </Typography>
      </CardContent>
      <CardActions>
        <Button variant="solid">Upgrade</Button>
        <Button variant="plain">Learn more</Button>
      </CardActions>
    </Card>
  );
}
