import { Card, CardContent, Stack, Typography } from '@mui/joy';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function CardVariants() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <Card key={variant} variant={variant} color={variant === 'solid' ? 'primary' : 'neutral'} invertedColors={variant === 'solid'} sx={{ width: 150 }}>
          <CardContent>
            <Typography level="title-md">{variant}</Typography>
            <Typography level="body-sm" textColor="inherit">A card in the {variant} variant.</Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
