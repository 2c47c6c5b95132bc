import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Visitors', value: '12 480' },
  { label: 'Sign-ups', value: '382' },
  { label: 'Conversion', value: '3.1 %' },
];

export default function OutlinedCards() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {stats.map((stat) => (
        <Card key={stat.label} variant="outlined" sx={{ minWidth: 150 }}>
          <CardContent>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {stat.label}
            </Typography>
            <Typography variant="h5" component="p">
              {stat.value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
