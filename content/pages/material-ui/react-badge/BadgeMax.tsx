import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

export default function BadgeMax() {
  return (
    <Stack direction="row" spacing={5}>
      <Badge color="secondary" badgeContent={99}>
        <ShoppingCartIcon />
      </Badge>
      <Badge color="secondary" badgeContent={100}>
        <ShoppingCartIcon />
      </Badge>
      <Badge color="secondary" badgeContent={1000} max={999}>
        <ShoppingCartIcon />
      </Badge>
    </Stack>
  );
}
