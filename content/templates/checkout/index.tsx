import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import BrandLogo from '../shared/BrandLogo.tsx';
import ColorModeToggle from '../shared/ColorModeToggle.tsx';
import AddressForm from './AddressForm.tsx';
import OrderSummary from './OrderSummary.tsx';
import PaymentForm from './PaymentForm.tsx';
import Review from './Review.tsx';
import {
  EMPTY_ADDRESS,
  EMPTY_PAYMENT,
  TOTAL,
  formatPrice,
  validateAddress,
  validatePayment,
  type Address,
  type Errors,
  type Payment,
} from './orderData.ts';

const STEPS = ['Shipping address', 'Payment details', 'Review your order'] as const;

// A fixed sample number keeps the page deterministic; a real shop would get it from the order API.
const ORDER_NUMBER = 'ORB-20418';

/**
 * A three-step checkout: shipping address, payment details, review. "Next" validates the current step and
 * only moves on when it is complete; "Back" keeps what was entered. The order summary sits beside the form on
 * wide screens and folds into an accordion above it on narrow ones.
 */
export default function CheckoutTemplate() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [address, setAddress] = React.useState<Address>(EMPTY_ADDRESS);
  const [payment, setPayment] = React.useState<Payment>(EMPTY_PAYMENT);
  const [addressErrors, setAddressErrors] = React.useState<Errors<Address>>({});
  const [paymentErrors, setPaymentErrors] = React.useState<Errors<Payment>>({});
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const moveFocus = React.useRef(false);

  // After Back or Next, take keyboard and screen-reader focus to the new step's heading (not on first load).
  React.useEffect(() => {
    if (moveFocus.current) headingRef.current?.focus();
    moveFocus.current = false;
  }, [activeStep]);

  const goTo = (step: number) => {
    moveFocus.current = true;
    setActiveStep(step);
  };

  const updateAddress = (field: keyof Address, value: string) => {
    const next = { ...address, [field]: value };
    setAddress(next);
    // Once a field has shown an error, re-check it on every change so the message clears as soon as it is fixed.
    if (addressErrors[field]) setAddressErrors(validateAddress(next));
  };

  const updatePayment = (field: keyof Payment, value: string) => {
    const next = { ...payment, [field]: value };
    setPayment(next);
    if (paymentErrors[field] || field === 'method') setPaymentErrors(field === 'method' ? {} : validatePayment(next));
  };

  const handleNext = () => {
    if (activeStep === 0) {
      const errors = validateAddress(address);
      setAddressErrors(errors);
      if (Object.keys(errors).length) return;
    }
    if (activeStep === 1) {
      const errors = validatePayment(payment);
      setPaymentErrors(errors);
      if (Object.keys(errors).length) return;
    }
    goTo(activeStep + 1);
  };

  const startOver = () => {
    setAddress(EMPTY_ADDRESS);
    setPayment(EMPTY_PAYMENT);
    setAddressErrors({});
    setPaymentErrors({});
    goTo(0);
  };

  const done = activeStep === STEPS.length;

  return (
    <Box sx={{ minHeight: '100vh', color: 'text.primary', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg">
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
            <Link href="../marketing-page/" underline="none" aria-label="Orbital home">
              <BrandLogo />
            </Link>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary', flex: 1 }}>
              <LockRounded fontSize="small" aria-hidden />
              <Typography variant="body2">Secure checkout</Typography>
            </Stack>
            <ColorModeToggle />
          </Stack>
        </Container>
      </Box>

      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        <Grid container spacing={{ xs: 3, md: 6 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography component="h1" variant="h3" sx={{ mb: 3 }}>
              Checkout
            </Typography>

            <Accordion
              disableGutters
              variant="outlined"
              // The summary heading sits directly under the page's h1.
              slotProps={{ heading: { component: 'h2' } }}
              sx={{ display: { md: 'none' }, mb: 3, borderRadius: 1, '&::before': { display: 'none' } }}
            >
              <AccordionSummary
                expandIcon={<ExpandMoreRounded />}
                id="order-summary-mobile-header"
                aria-controls="order-summary-mobile-content"
              >
                <Stack direction="row" sx={{ justifyContent: 'space-between', flex: 1, mr: 1 }}>
                  <Typography>Order summary</Typography>
                  <Typography sx={{ fontWeight: 700 }}>{formatPrice(TOTAL)}</Typography>
                </Stack>
              </AccordionSummary>
              <AccordionDetails id="order-summary-mobile-content">
                <OrderSummary />
              </AccordionDetails>
            </Accordion>

            <Stepper activeStep={activeStep} alternativeLabel sx={{ mb: 4 }}>
              {STEPS.map((label) => (
                <Step key={label}>
                  <StepLabel>{label}</StepLabel>
                </Step>
              ))}
            </Stepper>

            {done ? (
              <Stack spacing={2} sx={{ alignItems: 'flex-start' }} role="status">
                <CheckCircleRounded color="success" sx={{ fontSize: 48 }} aria-hidden />
                <Typography component="h2" variant="h4" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
                  Thank you for your order!
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>
                  Your order number is <strong>#{ORDER_NUMBER}</strong>. We&apos;ve emailed you a confirmation and will
                  let you know when it ships.
                </Typography>
                <Stack direction="row" spacing={1}>
                  <Button variant="contained" href="../dashboard/">
                    Go to my orders
                  </Button>
                  <Button onClick={startOver}>Place another order</Button>
                </Stack>
              </Stack>
            ) : (
              <Box component="section" aria-labelledby="checkout-step-heading">
                <Typography
                  id="checkout-step-heading"
                  component="h2"
                  variant="h5"
                  ref={headingRef}
                  tabIndex={-1}
                  sx={{ mb: 3, outline: 'none' }}
                >
                  {STEPS[activeStep]}
                </Typography>
                {activeStep === 0 && <AddressForm address={address} errors={addressErrors} onChange={updateAddress} />}
                {activeStep === 1 && <PaymentForm payment={payment} errors={paymentErrors} onChange={updatePayment} />}
                {activeStep === 2 && <Review address={address} payment={payment} />}
                <Stack direction="row" sx={{ mt: 4, justifyContent: activeStep === 0 ? 'flex-end' : 'space-between' }}>
                  {activeStep > 0 && (
                    <Button startIcon={<ArrowBackRounded />} onClick={() => goTo(activeStep - 1)}>
                      Back
                    </Button>
                  )}
                  <Button
                    variant="contained"
                    endIcon={activeStep < STEPS.length - 1 ? <ArrowForwardRounded /> : undefined}
                    onClick={handleNext}
                  >
                    {activeStep === STEPS.length - 1 ? `Place order · ${formatPrice(TOTAL)}` : 'Next'}
                  </Button>
                </Stack>
              </Box>
            )}
          </Grid>

          <Grid size={{ md: 5 }} sx={{ display: { xs: 'none', md: 'block' } }}>
            <Paper
              component="section"
              aria-labelledby="order-summary-title"
              variant="outlined"
              sx={{ p: 3, position: 'sticky', top: 24 }}
            >
              <Typography id="order-summary-title" component="h2" variant="h6">
                Order summary
              </Typography>
              <OrderSummary />
            </Paper>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
