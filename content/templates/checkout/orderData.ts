/** The sample basket, and the shapes of what the checkout collects. */

export interface Product {
  name: string;
  detail: string;
  /** Price in US dollars. */
  price: number;
}

export const PRODUCTS: readonly Product[] = [
  { name: 'Team plan', detail: 'Monthly subscription, 5 seats', price: 75 },
  { name: 'Onboarding session', detail: 'One hour, live with an expert', price: 120 },
  { name: 'Priority support', detail: 'Answers within 4 hours', price: 30 },
  { name: 'Extra storage', detail: '500 GB add-on', price: 12.5 },
];

export const SHIPPING_COST = 0;

export const TOTAL = PRODUCTS.reduce((sum, product) => sum + product.price, 0) + SHIPPING_COST;

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatPrice(amount: number): string {
  return amount === 0 ? 'Free' : currency.format(amount);
}

export interface Address {
  firstName: string;
  lastName: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export const EMPTY_ADDRESS: Address = {
  firstName: '',
  lastName: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'United States',
};

export const COUNTRIES = [
  'Australia',
  'Canada',
  'France',
  'Germany',
  'Japan',
  'United Kingdom',
  'United States',
] as const;

export type PaymentMethod = 'card' | 'bank';

export interface Payment {
  method: PaymentMethod;
  cardName: string;
  /** Digits grouped in fours, e.g. "4242 4242 4242 4242". */
  cardNumber: string;
  /** MM/YY. */
  expiry: string;
  cvc: string;
}

export const EMPTY_PAYMENT: Payment = { method: 'card', cardName: '', cardNumber: '', expiry: '', cvc: '' };

/** The account the reader transfers money to when paying by bank transfer. */
export const BANK_DETAILS = [
  ['Bank', 'Orbital Savings Bank'],
  ['Account number', '123 456 789'],
  ['Routing number', '987 654 321'],
] as const;

export type Errors<T> = Partial<Record<keyof T, string>>;

/** Required address fields; `line2` is optional. */
export function validateAddress(address: Address): Errors<Address> {
  const required: Array<[keyof Address, string]> = [
    ['firstName', 'Enter your first name.'],
    ['lastName', 'Enter your last name.'],
    ['line1', 'Enter the street address.'],
    ['city', 'Enter the city.'],
    ['region', 'Enter the state or region.'],
    ['postalCode', 'Enter the postal code.'],
  ];
  const errors: Errors<Address> = {};
  for (const [field, message] of required) {
    if (!address[field].trim()) errors[field] = message;
  }
  return errors;
}

/** Card fields are checked only when paying by card; a bank transfer needs nothing more. */
export function validatePayment(payment: Payment): Errors<Payment> {
  if (payment.method === 'bank') return {};
  const errors: Errors<Payment> = {};
  if (!payment.cardName.trim()) errors.cardName = 'Enter the name on the card.';
  if (payment.cardNumber.replace(/\D/g, '').length !== 16)
    errors.cardNumber = 'Enter the 16 digits of the card number.';
  const [month] = payment.expiry.split('/');
  if (!/^\d{2}\/\d{2}$/.test(payment.expiry) || Number(month) < 1 || Number(month) > 12) {
    errors.expiry = 'Use the format MM/YY.';
  }
  if (!/^\d{3,4}$/.test(payment.cvc)) errors.cvc = 'Enter the 3 or 4 digits on the back.';
  return errors;
}

/** "4242424242424242" → "4242 4242 4242 4242", keeping at most 16 digits. */
export function formatCardNumber(input: string): string {
  return input
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1227" → "12/27", keeping at most 4 digits. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** "4242 4242 4242 4242" → "•••• 4242". */
export function maskCardNumber(cardNumber: string): string {
  return `•••• ${cardNumber.replace(/\D/g, '').slice(-4)}`;
}
