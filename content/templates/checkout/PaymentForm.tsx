import type { ChangeEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import {
  BANK_DETAILS,
  formatCardNumber,
  formatExpiry,
  type Errors,
  type Payment,
  type PaymentMethod,
} from './orderData.ts';

interface PaymentFormProps {
  payment: Payment;
  errors: Errors<Payment>;
  onChange: (field: keyof Payment, value: string) => void;
}

const METHODS: ReadonlyArray<{ value: PaymentMethod; label: string; icon: ReactNode }> = [
  { value: 'card', label: 'Card', icon: <CreditCardRounded fontSize="small" /> },
  { value: 'bank', label: 'Bank transfer', icon: <AccountBalanceRounded fontSize="small" /> },
];

/** Step 2: card details (formatted as they are typed), or the account to transfer money to. */
export default function PaymentForm({ payment, errors, onChange }: PaymentFormProps) {
  const field = (name: 'cardName' | 'cardNumber' | 'expiry' | 'cvc', format: (value: string) => string = String) => ({
    id: `payment-${name}`,
    name,
    value: payment[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(name, format(event.target.value)),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    required: true,
  });

  return (
    <Stack spacing={3}>
      <FormControl>
        <FormLabel id="payment-method-label" sx={{ mb: 1 }}>
          Payment method
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby="payment-method-label"
          name="method"
          value={payment.method}
          onChange={(event) => onChange('method', event.target.value)}
          sx={{ gap: 2 }}
        >
          {METHODS.map(({ value, label, icon }) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  {icon}
                  <span>{label}</span>
                </Stack>
              }
              sx={{
                m: 0,
                pr: 2,
                border: 1,
                borderRadius: 1,
                borderColor: payment.method === value ? 'primary.main' : 'divider',
                bgcolor: payment.method === value ? 'action.selected' : 'transparent',
              }}
            />
          ))}
        </RadioGroup>
      </FormControl>

      {payment.method === 'card' ? (
        <Grid container spacing={2.5}>
          <Grid size={12}>
            <TextField {...field('cardName')} label="Name on card" autoComplete="cc-name" />
          </Grid>
          <Grid size={12}>
            <TextField
              {...field('cardNumber', formatCardNumber)}
              label="Card number"
              autoComplete="cc-number"
              placeholder="0000 0000 0000 0000"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={{ xs: 6 }}>
            <TextField
              {...field('expiry', formatExpiry)}
              label="Expiry date"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={{ xs: 6 }}>
            <TextField
              {...field('cvc', (value) => value.replace(/\D/g, '').slice(0, 4))}
              label="Security code"
              autoComplete="cc-csc"
              placeholder="123"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
        </Grid>
      ) : (
        <Alert severity="info" icon={<AccountBalanceRounded />}>
          <AlertTitle>Pay by bank transfer</AlertTitle>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Transfer the total to this account. We ship your order once the payment arrives, usually within two working
            days.
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            {BANK_DETAILS.map(([term, value]) => (
              <Box key={term} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {term}
                </Box>
                <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {value}
                </Box>
              </Box>
            ))}
          </Box>
        </Alert>
      )}
    </Stack>
  );
}
