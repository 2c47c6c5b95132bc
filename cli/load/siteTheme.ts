/**
 * The docs theme a config chooses: one of docsgen's by name, or one the site defines on top of one of them (its own
 * layouts and CSS files). A site's theme is code, so the build keeps it beside the model rather than in it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ThemeConfig } from '../../runtime/config.ts';
import type { DocsTheme } from '../../templates/themes/types.ts';
import type { ConfigProblem } from './configProblems.ts';

/**
 * The theme a config defines, its CSS files read relative to `configDir` (null when it names one of docsgen's, which
 * the model carries by name); a file that cannot be read is a problem at its key. The themes (their layouts, React and
 * MUI) are loaded only for a theme the site defines: a config naming one of docsgen's loads none of them.
 */
export async function chooseTheme(theme: ThemeConfig | undefined, configDir: string): Promise<{ ok: true; siteTheme: DocsTheme | null } | { ok: false; problems: ConfigProblem[] }> {
  if (theme === undefined || typeof theme === 'string') return { ok: true, siteTheme: null };
  const name = theme.extends ?? 'default';
  const { themeNamed } = await import('../../templates/themes/index.ts');
  const base = themeNamed(name);
  const problems: ConfigProblem[] = [];
  const css = (theme.css ?? []).map((file, i) => {
    try {
      return fs.readFileSync(path.resolve(configDir, file), 'utf8');
    } catch (error) {
      problems.push({ path: ['theme', 'css', i], message: `"theme.css[${i}]" cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message} (${file}, relative to the config's folder)` });
      return '';
    }
  });
  if (problems.length) return { ok: false, problems };
  const siteTheme: DocsTheme = {
    name: `${name} (extended by the site)`,
    shell: base.shell,
    layouts: { ...base.layouts, ...theme.layouts },
    styles: (withBase) => [...base.styles(withBase), ...css],
  };
  return { ok: true, siteTheme };
}
