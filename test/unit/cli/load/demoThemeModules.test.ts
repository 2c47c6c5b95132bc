import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveDemoThemeModules } from '../../../../cli/load/demoThemeModules.ts';

const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-demo-themes-'));
afterAll(() => fs.rmSync(configDir, { recursive: true, force: true }));
const product = (id: string, demoTheme?: string) => ({ id, name: id, versions: [], ...(demoTheme ? { demoTheme } : {}) });

describe('demo theme modules named in the config', () => {
  it("resolves a module path from the config's folder and keeps the built-in names as they are", () => {
    fs.writeFileSync(path.join(configDir, 'demoTheme.tsx'), 'export default function DemoTheme({ children }) { return children; }\n');
    const resolved = resolveDemoThemeModules([product('a', 'material'), product('b', './demoTheme.tsx'), product('c')], configDir);
    expect(resolved).toEqual({
      ok: true,
      products: [product('a', 'material'), product('b', path.join(configDir, 'demoTheme.tsx')), product('c')],
    });
  });

  it('reports a module that is not there at its key', () => {
    expect(resolveDemoThemeModules([product('a', 'joy'), product('b', './missing.tsx')], configDir)).toEqual({
      ok: false,
      problems: [{ path: ['products', 1, 'demoTheme'], message: `"products[1].demoTheme" names no file: ./missing.tsx (relative to the config's folder)` }],
    });
  });
});
