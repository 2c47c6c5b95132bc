import { AspectRatio, Card, CardContent, Chip, Link, Typography } from '@mui/joy';

export default function HorizontalCard() {
  return (
    <Card orientation="horizontal" variant="outlined" sx={{ width: 380 }}>
      <AspectRatio ratio="1" sx={{ width: 90 }}>
        <div style={{ background: 'linear-gradient(135deg, #f9a825, #ef6c00)' }} />
      </AspectRatio>
      <CardContent>
        <Typography level="title-md">
          <Link overlay underline="none" href="#horizontal-cards">
            Saffron risotto
          </Link>
        </Typography>
        <Typography level="body-sm">35 minutes · serves four</Typography>
        <Chip size="sm" variant="soft" color="success" sx={{ mt: 1 }}>
          Vegetarian
        </Chip>
      </CardContent>
    </Card>
  );
}
