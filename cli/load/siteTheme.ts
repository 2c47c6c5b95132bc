/**
 * The docs theme a config chooses: one of docsgen's by name, or one the site defines on top of one of them (its own
 * layouts and CSS files), in the config or in a module of its own. A site's theme is code, so the build keeps it beside
 * the model rather than in it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { DocsTheme } from '../../templates/themes/types.ts';
import { dottedPath, type ConfigPath, type ConfigProblem } from './configProblems.ts';
import type { siteThemeSchema } from './siteConfigSchema.ts';

export type SiteThemeConfig = z.output<typeof siteThemeSchema>;

export type ThemeChoice = { ok: true; siteTheme: DocsTheme; cssFiles: string[] } | { ok: false; problems: ConfigProblem[] };

/**
 * The theme `definition` makes, its CSS files read relative to `cssDir` (the config's folder, or the theme module's);
 * a file that cannot be read is a problem at its key under `at`. The themes (their layouts, React and MUI) are loaded
 * only for a theme the site defines: a config naming one of docsgen's loads none of them.
 */
export async function siteThemeFrom(
  definition: SiteThemeConfig,
  cssDir: string,
  { at = ['theme'], relativeTo = "the config's folder" }: { at?: ConfigPath; relativeTo?: string } = {},
): Promise<ThemeChoice> {
  const name = definition.extends ?? 'default';
  const { themeNamed } = await import('../../templates/themes/index.ts');
  const base = themeNamed(name);
  const problems: ConfigProblem[] = [];
  const cssFiles = (definition.css ?? []).map((file) => path.resolve(cssDir, file));
  const css = cssFiles.map((file, i) => {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch (error) {
      const key = [...at, 'css', i];
      problems.push({ path: key, message: `"${dottedPath(key)}" cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message} (${definition.css![i]}, relative to ${relativeTo})` });
      return '';
    }
  });
  if (problems.length) return { ok: false, problems };
  const siteTheme: DocsTheme = {
    name: `${name} (extended by the site)`,
    shell: base.shell,
    layouts: { ...base.layouts, ...definition.layouts },
    styles: (withBase) => [...base.styles(withBase), ...css],
  };
  return { ok: true, siteTheme, cssFiles };
}
