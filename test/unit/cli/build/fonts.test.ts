import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fontAssets } from '../../../../cli/build/fonts.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const WOFF2_SIGNATURE = 'wOF2';

describe('fontAssets', () => {
  const { files, webFontCss, fallbackCss, webFontUrls } = fontAssets((url) => url, repoRoot);
  const referenced = [...webFontCss.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]);

  it('declares IBM Plex Sans 400, 500, 600 and 700 with font-display optional (text never moves when a face arrives)', () => {
    const faces = webFontCss.match(/@font-face \{[^}]+\}/g)!;
    expect(faces).toHaveLength(4);
    expect(faces.map((face) => /font-weight: (\d+)/.exec(face)![1])).toEqual(['400', '500', '600', '700']);
    for (const face of faces) {
      expect(face).toContain('font-family: "IBM Plex Sans"');
      expect(face).toContain('font-display: optional');
    }
  });

  it('adds a local fallback face sized like the web font, for Arial and its metric twin', () => {
    const fallbacks = fallbackCss.match(/@font-face \{[^}]*IBM Plex Sans Fallback[^}]*\}/g)!;
    expect(fallbacks.map((face) => /local\("([^"]+)"\)/.exec(face)![1])).toEqual(['Arial', 'Liberation Sans']);
    for (const face of fallbacks) expect(face).toMatch(/size-adjust: [\d.]+%; ascent-override: [\d.]+%; descent-override: [\d.]+%/);
  });

  it('references only files it returns, all self-hosted latin woff2 under /assets/fonts, named by their content (cached for good)', () => {
    expect(referenced).toHaveLength(4);
    expect(webFontUrls).toEqual(referenced);
    for (const url of referenced) {
      expect(url).toMatch(/^\/assets\/fonts\/ibm-plex-sans-latin-\d00-normal-[0-9a-f]{8}\.woff2$/);
      expect(files.get(url)?.subarray(0, 4).toString('latin1')).toBe(WOFF2_SIGNATURE);
    }
  });

  it('ships the licence with the fonts and nothing else', () => {
    expect([...files.keys()].sort()).toEqual(['/assets/fonts/ibm-plex-sans-OFL.txt', ...referenced].sort());
    expect(files.get('/assets/fonts/ibm-plex-sans-OFL.txt')!.toString('utf8')).toContain('SIL Open Font License');
  });
});
