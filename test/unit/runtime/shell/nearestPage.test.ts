import { describe, expect, it } from 'vitest';
import { editDistance, languageFallback, nearestPage } from '../../../../runtime/shell/nearestPage.ts';

const known = new Set(['/', '/material-ui/react-button/', '/docs/system/getting-started/']);
const pages = [
  { path: '/material-ui/react-button/', title: 'Button' },
  { path: '/material-ui/react-button-group/', title: 'Button Group' },
  { path: '/joy-ui/react-slider/', title: 'Slider' },
  { path: '/material-ui/customization/dark-mode/', title: 'Dark mode' },
];

describe('languageFallback', () => {
  it('drops a recognised language segment when the English page exists', () => {
    expect(languageFallback('/zh/material-ui/react-button/', known)).toBe('/material-ui/react-button/');
    expect(languageFallback('/en/material-ui/react-button', known)).toBe('/material-ui/react-button/');
    expect(languageFallback('/docs/zh/system/getting-started/', known)).toBe('/docs/system/getting-started/');
    expect(languageFallback('/zh/', known)).toBe('/');
  });

  it('gives nothing for an unknown language or a page that does not exist in English', () => {
    expect(languageFallback('/fr/material-ui/react-button/', known)).toBeNull();
    expect(languageFallback('/zh/material-ui/react-nothing/', known)).toBeNull();
  });
});

describe('nearestPage', () => {
  it('finds the page behind a typo, a missing slash or another case', () => {
    expect(nearestPage('/material-ui/react-buton/', pages)?.title).toBe('Button');
    expect(nearestPage('/Material-UI/react-button-group', pages)?.title).toBe('Button Group');
  });

  it('finds a page that moved to another parent by its name', () => {
    expect(nearestPage('/material-ui/guides/dark-mode/', pages)?.title).toBe('Dark mode');
  });

  it('suggests nothing when no page is close', () => {
    expect(nearestPage('/something/entirely-different-and-long/', pages)).toBeNull();
  });

  it('measures edits', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
