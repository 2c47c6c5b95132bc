/** A product's demo theme given as a module path: resolved from the config's folder, and a file that is missing is a problem at its key. */
import fs from 'node:fs';
import path from 'node:path';
import type { ProductConfig } from '../../runtime/config.ts';
import { isDemoThemeName } from '../../runtime/islands/demo/demoThemes.ts';
import type { ConfigProblem } from './configProblems.ts';

/** The products with each demo theme module as an absolute path; a module that is not a readable file is a problem. */
export function resolveDemoThemeModules(products: ProductConfig[], configDir: string): { ok: true; products: ProductConfig[] } | { ok: false; problems: ConfigProblem[] } {
  const problems: ConfigProblem[] = [];
  const resolved = products.map((product, i) => {
    const theme = product.demoTheme;
    if (theme === undefined || isDemoThemeName(theme)) return product;
    const file = path.resolve(configDir, theme);
    if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      problems.push({ path: ['products', i, 'demoTheme'], message: `"products[${i}].demoTheme" names no file: ${theme} (relative to the config's folder)` });
    }
    return { ...product, demoTheme: file };
  });
  return problems.length ? { ok: false, problems } : { ok: true, products: resolved };
}
