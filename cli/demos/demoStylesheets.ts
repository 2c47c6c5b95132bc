/** The CSS a demo module brings besides Emotion: the stylesheets it imports and, for a Tailwind variant, the utilities it uses. */
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { CODE_STYLING } from '../../runtime/codePreferences.ts';
import { contentHash } from '../build/hash.ts';
import { withBothDirections } from '../../runtime/theme/directionalStyles.ts';
import { ContentError } from '../errors.ts';
import type { StyleMap } from '../render/emotionRender.ts';
import type { DemoRef } from './demoRef.ts';
import { scopeCss } from './scopeCss.ts';
import { stylesheetImports } from './stylesheetImports.ts';
import { TAILWIND_SCOPE_CLASS } from './tailwindScope.ts';
import { tailwindSourceFiles } from './tailwindSources.ts';

export interface DemoStylesheets {
  /** Page CSS by id, merged into the styles of every page that shows the demo. */
  styles: StyleMap;
  /** Classes the preview element needs for those styles to apply. */
  scopeClasses: string[];
  /** The imported stylesheets as written, shown beside the demo's source. */
  files: { name: string; css: string }[];
}

/** The class scoping a demo's own stylesheets: unique per demo module, so two demos' `.button` never meet. */
export function stylesheetScopeClass(chunkName: string): string {
  return `docsgen-css-${contentHash(chunkName)}`;
}

/**
 * Page CSS is inlined in every page showing the demo: no comments or indentation. Its direction-dependent
 * declarations are written for both directions, like the Emotion CSS of demos, so a right-to-left page mirrors it.
 */
async function minifyCss(css: string): Promise<string> {
  return (await esbuild.transform(withBothDirections(css), { loader: 'css', minify: true })).code.trim();
}

async function tailwindStyles(ref: DemoRef, file: string): Promise<[string, string][]> {
  let utilities: string;
  let base: string;
  try {
    // Tailwind loads only for a site that has a Tailwind demo: importing it is slow.
    const { tailwindBaseCss, tailwindUtilitiesCss } = await import('./tailwindCss.ts');
    [base, utilities] = await Promise.all([tailwindBaseCss(), tailwindUtilitiesCss(tailwindSourceFiles(ref).map((script) => fs.readFileSync(script, 'utf8')))]);
  } catch (error) {
    throw new ContentError(file, `Tailwind CSS could not generate the demo's styles: ${(error as Error).message}`);
  }
  if (!utilities) throw new ContentError(file, 'the Tailwind variant uses no Tailwind class: style it with utility classes in className');
  return [
    [`${TAILWIND_SCOPE_CLASS}-base`, await minifyCss(base)],
    [`${TAILWIND_SCOPE_CLASS}-${ref.chunkName}`, await minifyCss(utilities)],
  ];
}

/** Reads, checks and scopes the demo's stylesheets; errors name the file and line at fault. */
export async function demoStylesheets(ref: DemoRef, root: string): Promise<DemoStylesheets> {
  const file = path.relative(root, ref.absFile);
  const source = fs.readFileSync(ref.absFile, 'utf8');
  const result: DemoStylesheets = { styles: new Map(), scopeClasses: [], files: [] };
  const imports = stylesheetImports(source, file);
  if (imports.length) {
    const scope = stylesheetScopeClass(ref.chunkName);
    result.scopeClasses.push(scope);
    for (const { specifier, line } of imports) {
      const absCss = path.resolve(path.dirname(ref.absFile), specifier);
      let css: string;
      try {
        css = fs.readFileSync(absCss, 'utf8');
      } catch (error) {
        throw new ContentError(file, `the stylesheet "${specifier}" cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, { line });
      }
      result.styles.set(`${scope}-${result.files.length}`, await minifyCss(scopeCss(css, `.${scope}`, path.relative(root, absCss))));
      result.files.push({ name: path.basename(absCss), css: css.trimEnd() });
    }
  }
  if (ref.styling === CODE_STYLING.TAILWIND) {
    result.scopeClasses.push(TAILWIND_SCOPE_CLASS);
    for (const [id, css] of await tailwindStyles(ref, file)) result.styles.set(id, css);
  }
  return result;
}
