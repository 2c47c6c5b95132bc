/** The flag chips and plan icons of a nav entry (SPEC §2): New, Planned, Preview, Beta, Legacy, Deprecated; Pro and Premium. */
import * as React from 'react';
import type { NavPage } from '../../runtime/navTypes.ts';
import { useTranslate } from './TranslationContext.tsx';

type Tone = 'success' | 'grey' | 'primary' | 'warning';
type Flag = 'newFeature' | 'planned' | 'unstable' | 'beta' | 'legacy' | 'deprecated';

/** Tone of each flag, in the order they are shown; the label is `nav.badges.<flag>`. */
const FLAG_CHIPS: { flag: Flag; tone: Tone }[] = [
  { flag: 'newFeature', tone: 'success' },
  { flag: 'planned', tone: 'grey' },
  { flag: 'unstable', tone: 'primary' },
  { flag: 'beta', tone: 'primary' },
  { flag: 'legacy', tone: 'warning' },
  { flag: 'deprecated', tone: 'warning' },
];

export function NavBadges({ page }: { page: NavPage }) {
  const t = useTranslate();
  const plan = page.plan === 'pro' || page.plan === 'premium' ? page.plan : null;
  const planLabel = plan ? t(`nav.badges.${plan}`) : '';
  return (
    <>
      {plan ? <span className={`plan-icon plan-${plan}`} title={planLabel} role="img" aria-label={planLabel} /> : null}
      {FLAG_CHIPS.filter(({ flag }) => page[flag] === true).map(({ flag, tone }) => (
        <span key={flag} className={`nav-chip nav-chip-${tone}`}>
          {t(`nav.badges.${flag}`)}
        </span>
      ))}
    </>
  );
}
