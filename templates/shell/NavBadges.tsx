/** The flag chips and plan icons of a nav entry (SPEC §2): New, Planned, Preview, Beta, Legacy, Deprecated; Pro and Premium. */
import * as React from 'react';
import type { NavPage } from '../../runtime/navTypes.ts';

type Tone = 'success' | 'grey' | 'primary' | 'warning';

/** Label and tone of each flag, in the order they are shown. */
const FLAG_CHIPS: { flag: keyof NavPage; label: string; tone: Tone }[] = [
  { flag: 'newFeature', label: 'New', tone: 'success' },
  { flag: 'planned', label: 'Planned', tone: 'grey' },
  { flag: 'unstable', label: 'Preview', tone: 'primary' },
  { flag: 'beta', label: 'Beta', tone: 'primary' },
  { flag: 'legacy', label: 'Legacy', tone: 'warning' },
  { flag: 'deprecated', label: 'Deprecated', tone: 'warning' },
];

export function NavBadges({ page }: { page: NavPage }) {
  const plan = page.plan === 'pro' || page.plan === 'premium' ? page.plan : null;
  return (
    <>
      {plan ? (
        <span className={`plan-icon plan-${plan}`} title={plan === 'pro' ? 'Pro plan' : 'Premium plan'} role="img" aria-label={plan === 'pro' ? 'Pro plan' : 'Premium plan'} />
      ) : null}
      {FLAG_CHIPS.filter(({ flag }) => page[flag] === true).map(({ flag, label, tone }) => (
        <span key={flag} className={`nav-chip nav-chip-${tone}`}>
          {label}
        </span>
      ))}
    </>
  );
}
