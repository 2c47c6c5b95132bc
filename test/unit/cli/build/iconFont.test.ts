import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ICON_FONT_CSS_URL, iconFontFiles, usesLigatureIcons } from '../../../../cli/build/iconFont.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('usesLigatureIcons', () => {
  it("finds MUI Icon's class and each theme's class, among other classes", () => {
    expect(usesLigatureIcons('<span class="material-icons MuiIcon-root css-1">star</span>')).toBe(true);
    expect(usesLigatureIcons('<p><span aria-hidden="true" class="MuiIcon-root material-icons-two-tone">home</span></p>')).toBe(true);
    for (const theme of ['outlined', 'round', 'sharp']) expect(usesLigatureIcons(`<i class="material-icons-${theme}">home</i>`)).toBe(true);
  });

  it('ignores the class name as text, in code, in other attributes or as part of another class', () => {
    expect(usesLigatureIcons('<p>Add the <code>material-icons</code> class.</p>')).toBe(false);
    expect(usesLigatureIcons('<span class="token string">&quot;material-icons-outlined&quot;</span>')).toBe(false);
    expect(usesLigatureIcons('<div data-class="material-icons">x</div>')).toBe(false);
    expect(usesLigatureIcons('<span class="material-icons-extra">x</span><span class="my-material-icons">y</span>')).toBe(false);
  });
});

describe('iconFontFiles', () => {
  const files = iconFontFiles(repoRoot);
  const css = files.get(ICON_FONT_CSS_URL)!.toString('utf8');

  it("serves the package's stylesheet, with the class of every theme", () => {
    for (const name of ['material-icons', 'material-icons-outlined', 'material-icons-round', 'material-icons-sharp', 'material-icons-two-tone']) {
      expect(css).toContain(`.${name} {`);
    }
    expect(css).toContain('font-feature-settings: "liga"');
  });

  it('holds every font file the stylesheet names, beside it, and the licence', () => {
    const named = [...css.matchAll(/url\("\.\/([^"]+)"\)/g)].map((match) => `/static/fonts/material-icons/${match[1]}`);
    expect(named.filter((url) => url.endsWith('.woff2'))).toHaveLength(5);
    expect([...files.keys()].sort()).toEqual([ICON_FONT_CSS_URL, '/static/fonts/material-icons/LICENSE.txt', ...named].sort());
    for (const url of named.filter((name) => name.endsWith('.woff2'))) expect(files.get(url)!.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(files.get('/static/fonts/material-icons/LICENSE.txt')!.toString('utf8')).toContain('Apache License');
  });
});
