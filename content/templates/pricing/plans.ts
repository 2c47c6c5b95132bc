/** The three plans shown by the pricing page and the marketing page's pricing section. */

export type Billing = 'monthly' | 'yearly';

export interface Plan {
  name: string;
  description: string;
  /** Price per user per month when billed monthly, in US dollars. */
  monthlyPrice: number;
  features: readonly string[];
  cta: string;
  href: string;
  highlighted?: boolean;
}

/** Paying for a year up front costs this fraction less. */
export const YEARLY_DISCOUNT = 0.2;

export const PLANS: readonly Plan[] = [
  {
    name: 'Starter',
    description: 'For individuals and side projects.',
    monthlyPrice: 0,
    features: ['Up to 3 projects', '1 GB of storage', 'Community support', 'Basic reports'],
    cta: 'Start for free',
    href: '../sign-up/',
  },
  {
    name: 'Team',
    description: 'For growing teams that ship every week.',
    monthlyPrice: 15,
    features: [
      'Unlimited projects',
      '100 GB of storage',
      'Email support within a day',
      'Advanced reports',
      'Guest access',
    ],
    cta: 'Start a 14-day trial',
    href: '../sign-up/',
    highlighted: true,
  },
  {
    name: 'Business',
    description: 'For organisations with security needs.',
    monthlyPrice: 40,
    features: [
      'Everything in Team',
      'Unlimited storage',
      'Single sign-on (SAML)',
      'Audit log',
      'Dedicated success manager',
    ],
    cta: 'Contact sales',
    href: '#',
  },
];

/** What one user costs per month on the given billing period, rounded to whole dollars. */
export function pricePerMonth(plan: Plan, billing: Billing): number {
  return Math.round(billing === 'yearly' ? plan.monthlyPrice * (1 - YEARLY_DISCOUNT) : plan.monthlyPrice);
}
