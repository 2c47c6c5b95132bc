import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OrderSummary from './OrderSummary.tsx';
import { maskCardNumber, type Address, type Payment } from './orderData.ts';

interface ReviewProps {
  address: Address;
  payment: Payment;
}

function Section({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <Stack spacing={0.5}>
      <Typography component="h3" variant="subtitle2" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      {lines.map((line, index) => (
        // The lines are a fixed sequence (name, street, city…), so their position is a stable key.
        <Typography key={index} variant="body2">
          {line}
        </Typography>
      ))}
    </Stack>
  );
}

/** Step 3: everything the reader entered, next to the basket, before they place the order. */
export default function Review({ address, payment }: ReviewProps) {
  const shippingLines = [
    `${address.firstName} ${address.lastName}`,
    [address.line1, address.line2].filter(Boolean).join(', '),
    `${address.city}, ${address.region} ${address.postalCode}`,
    address.country,
  ];
  const paymentLines =
    payment.method === 'card'
      ? [`Card ${maskCardNumber(payment.cardNumber)}`, payment.cardName, `Expires ${payment.expiry}`]
      : ['Bank transfer', 'Details are in your confirmation email.'];

  return (
    <Stack spacing={3}>
      <div>
        <Typography component="h3" variant="subtitle2" sx={{ color: 'text.secondary' }}>
          Order
        </Typography>
        <OrderSummary />
      </div>
      <Divider />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Section title="Shipping to" lines={shippingLines} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Section title="Paying with" lines={paymentLines} />
        </Grid>
      </Grid>
    </Stack>
  );
}
