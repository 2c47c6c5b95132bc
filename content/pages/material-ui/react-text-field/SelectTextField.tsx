import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

const currencies = [
  { code: 'EUR', label: '€ Euro' },
  { code: 'GBP', label: '£ Pound sterling' },
  { code: 'JPY', label: '¥ Yen' },
  { code: 'USD', label: '$ US dollar' },
];

export default function SelectTextField() {
  // A controlled value: a select's `defaultValue` is seen only once the page's JavaScript runs, so a server-rendered
  // label would sit over the value until then.
  const [currency, setCurrency] = React.useState('EUR');
  return (
    <TextField
      select
      label="Currency"
      value={currency}
      onChange={(event) => setCurrency(event.target.value)}
      helperText="Used for every invoice"
      sx={{ minWidth: 220 }}
    >
      {currencies.map((option) => (
        <MenuItem key={option.code} value={option.code}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
