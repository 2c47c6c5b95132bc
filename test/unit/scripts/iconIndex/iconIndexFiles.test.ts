/** The committed icon search index must list exactly the icons of the installed @mui/icons-material. */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_THEMES, splitIconName } from '../../../../scripts/iconIndex/encodeIcon.ts';
import { iconExportNames, iconIndexFile } from '../../../../scripts/iconIndex/iconFiles.ts';

describe('icon search index', () => {
  const exportNames = iconExportNames();

  it('covers the whole package', () => {
    expect(exportNames.length).toBeGreaterThan(10000);
  });

  for (const theme of ICON_THEMES) {
    it(`lists every ${theme} icon with a drawing (regenerate with scripts/generateIconIndex.ts when this fails)`, () => {
      const index = JSON.parse(fs.readFileSync(iconIndexFile(theme), 'utf8')) as Array<[string, unknown[]]>;
      const expected = exportNames.filter((name) => splitIconName(name).theme === theme).map((name) => splitIconName(name).base);
      expect(index.map(([name]) => name).sort()).toEqual(expected.sort());
      expect(index.filter(([, drawing]) => drawing.length === 0)).toEqual([]);
    });
  }
});
