/** The demo theme each product names in the config, by product id; a module's digest makes a change to it prepare its demos again. */
import fs from 'node:fs';
import type { ProductConfig } from '../../runtime/config.ts';
import { isDemoThemeName, type DemoTheme } from '../../runtime/islands/demo/demoThemes.ts';
import { digest } from '../cache/digest.ts';

/** Products without a `demoTheme` are left out: their demos' themes follow from their imports. Modules are absolute paths (loadConfig). */
export function productDemoThemes(products: readonly ProductConfig[]): Map<string, DemoTheme> {
  const themes = new Map<string, DemoTheme>();
  for (const { id, demoTheme } of products) {
    if (demoTheme === undefined) continue;
    themes.set(id, isDemoThemeName(demoTheme) ? demoTheme : { module: demoTheme, digest: digest(fs.readFileSync(demoTheme, 'utf8')) });
  }
  return themes;
}
