import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { PLANS, YEARLY_DISCOUNT, pricePerMonth, type Billing, type Plan } from './plans.ts';

type HeadingLevel = 'h2' | 'h3';

function PlanCard({ plan, billing, headingLevel }: { plan: Plan; billing: Billing; headingLevel: HeadingLevel }) {
  const price = pricePerMonth(plan, billing);
  const headingId = `plan-${plan.name.toLowerCase()}`;

  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        ...(plan.highlighted && { borderColor: 'primary.main', borderWidth: 2, boxShadow: 4 }),
      }}
    >
      <CardContent sx={{ flex: 1, p: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 32 }}>
          <Typography id={headingId} component={headingLevel} variant="h5">
            {plan.name}
          </Typography>
          {plan.highlighted && <Chip label="Most popular" color="primary" size="small" />}
        </Stack>
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {plan.description}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mt: 3 }}>
          <Typography component="p" variant="h2">
            ${price}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            per user / month
          </Typography>
        </Stack>
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', minHeight: 20 }}>
          {price === 0
            ? 'Free forever'
            : billing === 'yearly'
              ? `$${price * 12} per user, billed yearly`
              : 'Billed monthly'}
        </Typography>
        <Divider sx={{ my: 2 }} />
        <List dense disablePadding aria-label={`${plan.name} features`}>
          {plan.features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32, color: 'primary.main' }}>
                <CheckCircleRounded fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ p: 3, pt: 0 }}>
        <Button fullWidth href={plan.href} variant={plan.highlighted ? 'contained' : 'outlined'}>
          {plan.cta}
        </Button>
      </CardActions>
    </Card>
  );
}

/**
 * The monthly/yearly switch and the three plan cards; prices follow the switch. `headingLevel` is the level of
 * each plan's name: h2 when the plans are the page's main content, h3 inside a section that has its own h2.
 */
export default function PricingTiers({ headingLevel = 'h3' }: { headingLevel?: HeadingLevel }) {
  const [billing, setBilling] = React.useState<Billing>('monthly');

  return (
    <Box>
      <Stack sx={{ alignItems: 'center', mb: 4 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={billing}
          // A click on the selected button reports null; keep the current period instead.
          onChange={(_event, value: Billing | null) => value && setBilling(value)}
          aria-label="Billing period"
        >
          <ToggleButton value="monthly" sx={{ px: 2 }}>
            Monthly
          </ToggleButton>
          <ToggleButton value="yearly" sx={{ px: 2, gap: 1 }}>
            Yearly
            <Box
              component="span"
              // The darker green on a light page, the lighter one on a dark page: both readable at caption size.
              sx={(theme) => ({
                typography: 'caption',
                fontWeight: 600,
                color: 'success.dark',
                ...theme.applyStyles('dark', { color: 'success.light' }),
              })}
            >
              Save {YEARLY_DISCOUNT * 100}%
            </Box>
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Grid container spacing={3} sx={{ alignItems: 'stretch', justifyContent: 'center' }}>
        {PLANS.map((plan) => (
          <Grid key={plan.name} size={{ xs: 12, md: 4 }}>
            <PlanCard plan={plan} billing={billing} headingLevel={headingLevel} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
