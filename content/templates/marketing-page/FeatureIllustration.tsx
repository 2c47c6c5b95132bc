import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tone from '../shared/SvgTone.tsx';

export type FeatureArt = 'insights' | 'mobile' | 'platforms';

const ART: Record<FeatureArt, ReactNode> = {
  insights: (
    <>
      <Tone color="divider">
        <rect x="20" y="20" width="280" height="160" rx="10" />
      </Tone>
      <Tone color="background.paper">
        <rect x="32" y="32" width="120" height="60" rx="6" />
        <rect x="168" y="32" width="120" height="60" rx="6" />
        <rect x="32" y="104" width="256" height="64" rx="6" />
      </Tone>
      <Tone color="primary.main">
        <rect x="44" y="46" width="40" height="8" rx="4" opacity="0.5" />
        <rect x="44" y="62" width="70" height="14" rx="4" />
        <rect x="180" y="46" width="40" height="8" rx="4" opacity="0.5" />
        <rect x="180" y="62" width="56" height="14" rx="4" />
        <path
          d="M44 156 L84 140 L124 146 L164 124 L204 130 L244 114 L276 118"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </Tone>
    </>
  ),
  mobile: (
    <>
      <Tone color="divider">
        <rect x="110" y="10" width="100" height="180" rx="16" />
      </Tone>
      <Tone color="background.paper">
        <rect x="118" y="26" width="84" height="148" rx="6" />
      </Tone>
      <Tone color="primary.main">
        <rect x="126" y="36" width="68" height="34" rx="6" />
        <rect x="126" y="80" width="68" height="10" rx="5" opacity="0.4" />
        <rect x="126" y="98" width="50" height="10" rx="5" opacity="0.4" />
        <rect x="126" y="116" width="60" height="10" rx="5" opacity="0.4" />
        <circle cx="160" cy="156" r="9" />
      </Tone>
      <Tone color="success.main">
        <circle cx="220" cy="40" r="14" />
      </Tone>
    </>
  ),
  platforms: (
    <>
      <Tone color="divider">
        <rect x="24" y="30" width="190" height="124" rx="8" />
        <rect x="8" y="158" width="222" height="10" rx="5" />
        <rect x="236" y="70" width="76" height="110" rx="10" />
      </Tone>
      <Tone color="background.paper">
        <rect x="34" y="40" width="170" height="104" rx="4" />
        <rect x="244" y="80" width="60" height="88" rx="4" />
      </Tone>
      <Tone color="primary.main">
        <rect x="44" y="52" width="60" height="10" rx="5" />
        <rect x="44" y="72" width="150" height="60" rx="4" opacity="0.35" />
        <rect x="252" y="90" width="44" height="10" rx="5" />
        <rect x="252" y="108" width="44" height="50" rx="4" opacity="0.35" />
      </Tone>
    </>
  ),
};

/** The picture beside the selected feature. Decorative: the feature's text says what it shows. */
export default function FeatureIllustration({ art }: { art: FeatureArt }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 320 200"
      aria-hidden
      sx={{ width: '100%', maxWidth: 480, height: 'auto', display: 'block' }}
    >
      {ART[art]}
    </Box>
  );
}
