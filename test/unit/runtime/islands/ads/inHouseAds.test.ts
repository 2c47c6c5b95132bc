import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IN_HOUSE_ADS } from '../../../../../runtime/islands/ads/inHouseAds.ts';
import { en } from '../../../../../runtime/translations/en.ts';

const publicDir = fileURLToPath(new URL('../../../../../public', import.meta.url));

describe('in-house ads', () => {
  it('are the five built-in ads, labelled in-house-<name> and powered by docsgen', () => {
    expect(IN_HOUSE_ADS.map((ad) => ad.label)).toEqual([
      'in-house-scaffoldhub',
      'in-house-templates',
      'in-house-themes',
      'in-house-tidelift',
      'in-house-figma',
    ]);
    for (const ad of IN_HOUSE_ADS) {
      expect(ad.poweredby).toBe('docsgen');
      expect(ad.name).not.toBe('');
      expect(ad.description).not.toBe('');
      expect(ad.link).toMatch(/^(https:\/\/|\/)/);
    }
  });

  it('each have a 130×100 SVG under public/static/ads', () => {
    for (const ad of IN_HOUSE_ADS) {
      const name = ad.label.replace('in-house-', '');
      expect(ad.img).toBe(`/static/ads/${name}.svg`);
      const svg = readFileSync(`${publicDir}${ad.img}`, 'utf8');
      expect(svg).toMatch(/<svg [^>]*width="130" height="100" viewBox="0 0 130 100"/);
    }
  });

  it('come with an adblock message asking readers to allow ads', () => {
    expect(en.ads.adblockMessage).toMatch(/allowing ads/);
  });
});
