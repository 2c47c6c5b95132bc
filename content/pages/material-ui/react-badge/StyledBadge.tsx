import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import ShoppingBasketIcon from '@mui/icons-material/ShoppingBasket';

const OutlinedCountBadge = styled(Badge)(({ theme }) => ({
  '& .MuiBadge-badge': {
    right: -3,
    top: 12,
    padding: '0 4px',
    border: `2px solid ${theme.palette.background.paper}`,
  },
}));

export default function StyledBadge() {
  return (
    <IconButton aria-label="Basket, 4 items">
      <OutlinedCountBadge badgeContent={4} color="secondary">
        <ShoppingBasketIcon />
      </OutlinedCountBadge>
    </IconButton>
  );
}
