/**
 * The pages that demo each component: a page demos a component when one of its live demos imports it (by its subpath,
 * `import Button from '@mui/material/Button'`, or by name from the package, `import { Button } from 'my-ui'`); a component
 * the demo only gets through another module does not count.
 * API pages list them under "Demos", as the reference's do.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DemoPageLink } from '../../templates/api/ApiPage.tsx';
import type { SourcePage } from '../model.ts';
import { demoReferences } from '../markdown/demoReferences.ts';

const IMPORT_STATEMENT = /import\s+([\w$]+\s*,\s*)?(?:([\w$]+)|\{([^}]*)\})?\s*from\s*['"]((?:@[\w.-]+\/)?[\w-][\w.-]*)(?:\/([\w$/-]+))?['"]/g;

/** The modules a demo imports components from, as `package/Name` keys (`@mui/material/Button`). */
export function importedComponents(source: string): string[] {
  const keys = new Set<string>();
  for (const match of source.matchAll(IMPORT_STATEMENT)) {
    const [, , , named, packageName, subpath] = match;
    if (subpath) keys.add(`${packageName}/${subpath}`);
    else if (named) {
      for (const specifier of named.split(',')) {
        const name = specifier.trim().split(/\s+as\s+/)[0];
        if (/^[A-Z]/.test(name)) keys.add(`${packageName}/${name}`);
      }
    }
  }
  return [...keys];
}

/** The sources of a demo reference: the file, or every styling variant of a demo folder. */
function demoSources(file: string): string[] {
  try {
    if (!fs.statSync(file).isDirectory()) return [fs.readFileSync(file, 'utf8')];
    return fs
      .readdirSync(file)
      .map((styling) => path.join(file, styling, 'index.tsx'))
      .filter((variant) => fs.existsSync(variant))
      .map((variant) => fs.readFileSync(variant, 'utf8'));
  } catch {
    // A missing demo is reported by the Markdown step with its position; here it demos nothing.
    return [];
  }
}

/** `package/Name` → the pages whose demos import it, in route order. */
export function demoPagesByComponent(pages: readonly SourcePage[]): Map<string, DemoPageLink[]> {
  const byComponent = new Map<string, DemoPageLink[]>();
  for (const page of [...pages].sort((a, b) => a.route.localeCompare(b.route))) {
    const keys = new Set<string>();
    for (const { name } of demoReferences(page)) {
      for (const source of demoSources(path.resolve(path.dirname(page.absFile), name))) {
        for (const key of importedComponents(source)) keys.add(key);
      }
    }
    for (const key of keys) {
      const list = byComponent.get(key) ?? [];
      list.push({ route: page.route, title: page.frontMatter.title });
      byComponent.set(key, list);
    }
  }
  return byComponent;
}
