import type { ChangeEvent } from 'react';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { COUNTRIES, type Address, type Errors } from './orderData.ts';

interface AddressFormProps {
  address: Address;
  errors: Errors<Address>;
  onChange: (field: keyof Address, value: string) => void;
}

/** Step 1: where the order is shipped. Fields carry autocomplete tokens so browsers can fill them in. */
export default function AddressForm({ address, errors, onChange }: AddressFormProps) {
  // Everything a text field of this form shares, from its field name.
  const field = (name: keyof Address) => ({
    id: `shipping-${name}`,
    name,
    value: address[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('firstName')} label="First name" autoComplete="given-name" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('lastName')} label="Last name" autoComplete="family-name" required />
      </Grid>
      <Grid size={12}>
        <TextField {...field('line1')} label="Street address" autoComplete="address-line1" required />
      </Grid>
      <Grid size={12}>
        <TextField {...field('line2')} label="Apartment, suite, etc. (optional)" autoComplete="address-line2" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('city')} label="City" autoComplete="address-level2" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('region')} label="State / region" autoComplete="address-level1" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('postalCode')} label="ZIP / postal code" autoComplete="postal-code" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('country')} select label="Country" autoComplete="country-name" required>
          {COUNTRIES.map((country) => (
            <MenuItem key={country} value={country}>
              {country}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </Grid>
  );
}
