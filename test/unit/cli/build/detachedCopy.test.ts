import { describe, expect, it } from 'vitest';
import { detachedCopy } from '../../../../cli/build/detachedCopy.ts';

describe('detachedCopy', () => {
  it('gives strings equal to those cut from a larger one, quotes, backslashes and non-Latin text included', () => {
    const html = `<h2 id="a \\"quoted\\" \\\\ id">x</h2><a href="/guide/ünïcode/#section-1-of-page-1001">y</a>`;
    const cut = html.slice(9, 30);
    expect(detachedCopy(cut)).toBe(cut);
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    const copy = detachedCopy(links);
    expect(copy).toEqual(['/guide/ünïcode/#section-1-of-page-1001']);
    expect(copy).not.toBe(links);
  });

  it('copies search sections whole, null ids included', () => {
    const sections = [{ id: null, heading: 'Intro', text: 'First.' }, { id: 'usage', heading: 'Usage', text: 'Second "quoted".' }];
    const copy = detachedCopy(sections);
    expect(copy).toEqual(sections);
    expect(copy[1]).not.toBe(sections[1]);
  });
});
