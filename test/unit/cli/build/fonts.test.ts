import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fontAssets } from '../../../../cli/build/fonts.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const WOFF2_SIGNATURE = 'wOF2';

describe('fontAssets', () => {
  const { files, css } = fontAssets((url) => url, repoRoot);
  const referenced = [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]);

  it('declares IBM Plex Sans 400, 500, 600 and 700 with font-display optional (text never moves when a face arrives)', () => {
    const faces = css.match(/@font-face \{[^}]+\}/g)!.filter((face) => face.includes('url('));
    expect(faces).toHaveLength(4);
    expect(faces.map((face) => /font-weight: (\d+)/.exec(face)![1])).toEqual(['400', '500', '600', '700']);
    for (const face of faces) {
      expect(face).toContain('font-family: "IBM Plex Sans"');
      expect(face).toContain('font-display: optional');
    }
  });

  it('adds a local fallback face sized like the web font, for Arial and its metric twin', () => {
    const fallbacks = css.match(/@font-face \{[^}]*IBM Plex Sans Fallback[^}]*\}/g)!;
    expect(fallbacks.map((face) => /local\("([^"]+)"\)/.exec(face)![1])).toEqual(['Arial', 'Liberation Sans']);
    for (const face of fallbacks) expect(face).toMatch(/size-adjust: [\d.]+%; ascent-override: [\d.]+%; descent-override: [\d.]+%/);
  });

  it('references only files it returns, all self-hosted latin woff2 under /static/fonts', () => {
    expect(referenced).toHaveLength(4);
    for (const url of referenced) {
      expect(url).toMatch(/^\/static\/fonts\/ibm-plex-sans-latin-\d00-normal\.woff2$/);
      expect(files.get(url)?.subarray(0, 4).toString('latin1')).toBe(WOFF2_SIGNATURE);
    }
  });

  it('preloads the weights of the first viewport: regular, semibold and bold', () => {
    expect(fontAssets((url) => url, repoRoot).preload).toEqual([400, 600, 700].map((weight) => `/static/fonts/ibm-plex-sans-latin-${weight}-normal.woff2`));
  });

  it('ships the licence with the fonts and nothing else', () => {
    expect([...files.keys()].sort()).toEqual(['/static/fonts/ibm-plex-sans-OFL.txt', ...referenced].sort());
    expect(files.get('/static/fonts/ibm-plex-sans-OFL.txt')!.toString('utf8')).toContain('SIL Open Font License');
  });
});
