import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

const currencies = [
  { code: 'EUR', label: '€ Euro' },
  { code: 'GBP', label: '£ Pound sterling' },
  { code: 'JPY', label: '¥ Yen' },
  { code: 'USD', label: '$ US dollar' },
];

export default function SelectTextField() {
  return (
    <TextField select label="Currency" defaultValue="EUR" helperText="Used for every invoice" sx={{ minWidth: 220 }}>
      {currencies.map((currency) => (
        <MenuItem key={currency.code} value={currency.code}>
          {currency.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
