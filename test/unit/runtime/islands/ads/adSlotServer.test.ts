import { describe, expect, it } from 'vitest';
import { adSlotAttributes } from '../../../../../runtime/islands/ads/adSlotMarkup.ts';
import { AD_SLOT_CSS } from '../../../../../runtime/islands/ads/adSlotStyles.ts';

describe('server contract for the slot', () => {
  it('renders an undecided container for a placement', () => {
    expect(adSlotAttributes()).toEqual({ 'data-ad-slot': '', 'data-ad-placement': 'body-top', 'data-ad-state': 'undecided' });
    expect(adSlotAttributes('api-top')['data-ad-placement']).toBe('api-top');
  });

  it('reserves 142px below 600px, 126px from 600px up, and 24px margins', () => {
    expect(AD_SLOT_CSS).toMatch(/\[data-ad-slot\] \{[^}]*min-height: 142px;[^}]*margin: 24px 0 24px;/);
    expect(AD_SLOT_CSS).toMatch(/@media \(min-width: 600px\) \{\s*\[data-ad-slot\] \{ min-height: 126px; \}/);
    expect(AD_SLOT_CSS).toContain('width: 130px;\n  height: 100px;');
  });
});
