/** The site's own ads, shown when no network ad can be (SPEC §3: five built-in in-house ads). */
import type { Ad } from './ad.ts';

const POWERED_BY = 'docsgen';

function inHouseAd(name: string, link: string, title: string, description: string): Ad {
  return { link, img: `/static/ads/${name}.svg`, name: title, description, poweredby: POWERED_BY, label: `in-house-${name}` };
}

export const IN_HOUSE_ADS: readonly Ad[] = [
  inHouseAd(
    'scaffoldhub',
    'https://scaffoldhub.io/',
    'ScaffoldHub',
    'Describe your app and get a full-stack starter built on these components, ready to run.',
  ),
  inHouseAd(
    'templates',
    '/material-ui/getting-started/templates/',
    'Premium templates',
    'Dashboards, landing pages and sign-in flows you can drop into your next project today.',
  ),
  inHouseAd(
    'themes',
    '/premium-themes/',
    'Premium themes',
    'Give your product a polished, consistent look in minutes with a theme made for these components.',
  ),
  inHouseAd(
    'tidelift',
    '/material-ui/getting-started/support/',
    'Support for teams',
    'A subscription that keeps the open-source packages your business relies on maintained and secure.',
  ),
  inHouseAd(
    'figma',
    '/material-ui/design-resources/material-ui-for-figma/',
    'Design kit for Figma',
    'Every component as a Figma symbol, so designs and code speak the same language.',
  ),
];
