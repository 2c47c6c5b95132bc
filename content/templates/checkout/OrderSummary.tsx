import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCTS, SHIPPING_COST, TOTAL, formatPrice } from './orderData.ts';

/** The items in the basket with their prices, shipping, and the total. */
export default function OrderSummary() {
  return (
    <>
      <List disablePadding aria-label="Items in your order">
        {PRODUCTS.map((product) => (
          <ListItem key={product.name} disableGutters sx={{ py: 1 }}>
            <ListItemText primary={product.name} secondary={product.detail} />
            <Typography variant="body2" sx={{ fontWeight: 500, ml: 2 }}>
              {formatPrice(product.price)}
            </Typography>
          </ListItem>
        ))}
      </List>
      <Divider sx={{ my: 1 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', py: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Shipping
        </Typography>
        <Typography variant="body2">{formatPrice(SHIPPING_COST)}</Typography>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between', py: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>Total</Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatPrice(TOTAL)}</Typography>
      </Stack>
    </>
  );
}
