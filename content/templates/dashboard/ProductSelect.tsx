import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import CodeRounded from '@mui/icons-material/CodeRounded';
import DevicesRounded from '@mui/icons-material/DevicesRounded';
import PhoneIphoneRounded from '@mui/icons-material/PhoneIphoneRounded';

const PRODUCTS = [
  { id: 'web', name: 'Orbital Web', detail: 'Web app', icon: <DevicesRounded fontSize="small" /> },
  { id: 'mobile', name: 'Orbital Mobile', detail: 'iOS and Android', icon: <PhoneIphoneRounded fontSize="small" /> },
  { id: 'api', name: 'Orbital API', detail: 'Developer platform', icon: <CodeRounded fontSize="small" /> },
] as const;

type ProductId = (typeof PRODUCTS)[number]['id'];

/** Which product's analytics the dashboard shows. Each option is an icon, a name and a one-line description. */
export default function ProductSelect() {
  const [product, setProduct] = React.useState<ProductId>('web');

  return (
    <Select
      value={product}
      onChange={(event) => setProduct(event.target.value as ProductId)}
      inputProps={{ 'aria-label': 'Product' }}
      fullWidth
      size="small"
      sx={{ '& .MuiSelect-select': { display: 'flex', alignItems: 'center', py: 0.75 } }}
    >
      {PRODUCTS.map(({ id, name, detail, icon }) => (
        <MenuItem key={id} value={id}>
          <ListItemAvatar sx={{ minWidth: 40 }}>
            <Avatar variant="rounded" sx={{ width: 28, height: 28, bgcolor: 'action.selected', color: 'primary.main' }}>
              {icon}
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={name}
            secondary={detail}
            slotProps={{ primary: { variant: 'body2' }, secondary: { variant: 'caption' } }}
            sx={{ my: 0 }}
          />
        </MenuItem>
      ))}
    </Select>
  );
}
