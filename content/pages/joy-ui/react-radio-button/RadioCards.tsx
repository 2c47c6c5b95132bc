import * as React from 'react';
import { List, ListItem, Radio, RadioGroup, Typography } from '@mui/joy';

const plans = [
  { value: 'starter', name: 'Starter', price: 'Free' },
  { value: 'pro', name: 'Pro', price: '€9 a month' },
  { value: 'team', name: 'Team', price: '€29 a month' },
];

export default function RadioCards() {
  const [plan, setPlan] = React.useState('pro');

  return (
    <RadioGroup aria-label="Plan" name="plan" value={plan} onChange={(event) => setPlan(event.target.value)}>
      <List sx={{ gap: 1, maxWidth: 320 }}>
        {plans.map((option) => (
          <ListItem key={option.value} variant="outlined" sx={{ borderRadius: 'sm', borderColor: plan === option.value ? 'primary.500' : undefined }}>
            <Radio overlay value={option.value} label={option.name} />
            <Typography level="body-sm" sx={{ ml: 'auto' }}>
              {option.price}
            </Typography>
          </ListItem>
        ))}
      </List>
    </RadioGroup>
  );
}
