/** Finds the demos of a site: every `{{"demo": "X.tsx"}}` or `{{"demo": "Folder"}}` reference, resolved beside its page. */
import fs from 'node:fs';
import path from 'node:path';
import type { SourcePage } from '../model.ts';
import { ContentError, ContentErrors } from '../errors.ts';
import { demoThemeOfSource, type DemoTheme } from '../../runtime/islands/demo/demoThemes.ts';
import type { CodeStyling } from '../../runtime/codePreferences.ts';
import { demoReferences } from '../markdown/demoReferences.ts';
import { locateContentPath, outsideReason, type ContentRoots } from '../site/contentBoundary.ts';
import type { DemoRef } from './demoRef.ts';
import { demoLibraryOf } from './demoLibraries.ts';
import { stylingVariantFiles, VARIANT_ENTRY } from './stylingVariants.ts';

/** What one Markdown reference shows: a single module, or one module per styling variant (the first is the fallback). */
export interface PageDemo {
  /** Absolute path of the referenced file or folder. */
  absPath: string;
  variants: DemoRef[];
}

/** The chunk name of a demo: route segments and file name, so same-named demos of two pages never clash. */
export function demoChunkName(route: string, fileName: string): string {
  const slug = route.replace(/^\/|\/$/g, '').replace(/[^a-zA-Z0-9]+/g, '-');
  return `demo-${slug ? `${slug}-` : ''}${fileName.replace(/\.tsx?$/, '')}`;
}

/** Every module of the demos, for compiling and bundling. */
export function demoModules(demos: Map<string, PageDemo>): DemoRef[] {
  return [...demos.values()].flatMap((demo) => demo.variants);
}

/** Demo themes by product id (productDemoThemes.ts); a product without one leaves the choice to each demo's imports. */
type DemoThemes = ReadonlyMap<string, DemoTheme>;

function demoRef(route: string, absFile: string, chunkName: string, themes: DemoThemes, styling?: CodeStyling): DemoRef {
  const library = demoLibraryOf(route);
  const theme = themes.get(library) ?? demoThemeOfSource(fs.readFileSync(absFile, 'utf8'));
  return { absFile, chunkName, theme, library, ...(styling ? { styling } : {}) };
}

const isFile = (absPath: string) => fs.statSync(absPath, { throwIfNoEntry: false })?.isFile() ?? false;

/** The modules a reference points at, or the reason it points at none. */
function resolveDemo(page: SourcePage, name: string, absPath: string, themes: DemoThemes): PageDemo | string {
  const { route } = page;
  const stat = fs.statSync(absPath, { throwIfNoEntry: false });
  // Relative to the site root, as the page's own path is, whatever folder docsgen runs from.
  const shown = path.join(path.dirname(page.file), name);
  if (stat?.isFile()) return { absPath, variants: [demoRef(route, absPath, demoChunkName(route, name), themes)] };
  if (stat?.isDirectory()) {
    const variants = stylingVariantFiles(absPath, isFile);
    if (variants.length) {
      return { absPath, variants: variants.map((v) => demoRef(route, v.absFile, demoChunkName(route, `${name}-${v.key}`), themes, v.styling)) };
    }
    return `the demo folder "${name}" has no styling variant: add system/${VARIANT_ENTRY}, tailwind/${VARIANT_ENTRY} or css/${VARIANT_ENTRY} to ${shown}`;
  }
  return /\.[jt]sx?$/.test(name)
    ? `the demo "${name}" does not exist: expected ${shown}`
    : `the demo "${name}" does not exist: expected a folder ${shown} with system/${VARIANT_ENTRY}, tailwind/${VARIANT_ENTRY} or css/${VARIANT_ENTRY}`;
}

/** Every demo the pages reference, checked to exist, keyed by the absolute path of the reference. */
export function collectDemos(pages: SourcePage[], contentRoots: ContentRoots, themes: DemoThemes = new Map()): Map<string, PageDemo> {
  const demos = new Map<string, PageDemo>();
  const errors: ContentError[] = [];
  for (const page of pages) {
    for (const { name, offset } of demoReferences(page)) {
      const absPath = path.join(path.dirname(page.absFile), name);
      if (demos.has(absPath)) continue;
      // A demo's source is shown on its page: one outside the content boundary would publish what it names.
      const demo = locateContentPath(absPath, contentRoots).kind === 'outside' ? outsideReason(name) : resolveDemo(page, name, absPath, themes);
      if (typeof demo === 'string') {
        const line = page.body.slice(0, offset).split('\n').length + page.bodyLine - 1;
        errors.push(new ContentError(page.file, demo, { line }));
        continue;
      }
      demos.set(absPath, demo);
    }
  }
  if (errors.length) throw new ContentErrors(errors);
  return demos;
}
