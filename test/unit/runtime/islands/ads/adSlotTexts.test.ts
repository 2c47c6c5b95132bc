import { describe, expect, it } from 'vitest';
import { adSlotTextAttributes, poweredByText, readAdSlotTexts } from '../../../../../runtime/islands/ads/adSlotTexts.ts';
import { FakeDocument } from '../../../ads/fakeDom.ts';

const texts = { tag: 'Pub', poweredBy: 'pub par {poweredBy}', adblockMessage: 'Merci.' };

describe('the slot wording', () => {
  it('travels from the server attributes to the ads chunk unchanged', () => {
    const container = new FakeDocument().createElement('div');
    for (const [name, value] of Object.entries(adSlotTextAttributes(texts))) container.setAttribute(name, value);
    expect(readAdSlotTexts(container as unknown as Element)).toEqual(texts);
  });

  it('reads as empty on a container without it', () => {
    const container = new FakeDocument().createElement('div');
    expect(readAdSlotTexts(container as unknown as Element)).toEqual({ tag: '', poweredBy: '', adblockMessage: '' });
  });

  it('names who serves the ad, inserting the name as written', () => {
    expect(poweredByText(texts, 'Carbon')).toBe('pub par Carbon');
    expect(poweredByText(texts, '$& Co')).toBe('pub par $& Co');
  });
});
