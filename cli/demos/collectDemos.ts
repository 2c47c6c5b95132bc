/** Finds the demos of a site: every `{{"demo": "X.tsx"}}` reference, resolved beside its page. */
import fs from 'node:fs';
import path from 'node:path';
import type { SourcePage } from '../model.ts';
import { ContentError, ContentErrors } from '../errors.ts';
import { demoKindOf, type DemoKind } from '../../runtime/islands/demo/demoKinds.tsx';

export interface DemoRef {
  /** Absolute path of the demo file. */
  absFile: string;
  /** Unique, URL-safe name for its chunk, from the page route and file name. */
  chunkName: string;
  /** The library whose providers wrap it. */
  kind: DemoKind;
}

const DEMO_REFERENCE = /^\{\{\s*"demo"\s*:\s*"([^"]+)"/gm;

/** The chunk name of a demo: route segments and file name, so same-named demos of two pages never clash. */
export function demoChunkName(route: string, fileName: string): string {
  const slug = route.replace(/^\/|\/$/g, '').replace(/[^a-zA-Z0-9]+/g, '-');
  return `demo-${slug ? `${slug}-` : ''}${fileName.replace(/\.tsx?$/, '')}`;
}

/** Every demo the pages reference, checked to exist, keyed by absolute path. */
export function collectDemos(pages: SourcePage[]): Map<string, DemoRef> {
  const demos = new Map<string, DemoRef>();
  const errors: ContentError[] = [];
  for (const page of pages) {
    for (const match of page.body.matchAll(DEMO_REFERENCE)) {
      const name = match[1];
      const absFile = path.join(path.dirname(page.absFile), name);
      if (!fs.existsSync(absFile)) {
        const line = page.body.slice(0, match.index).split('\n').length + page.bodyLine - 1;
        errors.push(new ContentError(page.file, `the demo "${name}" does not exist: expected ${path.relative(process.cwd(), absFile)}`, { line }));
        continue;
      }
      if (!demos.has(absFile)) {
        demos.set(absFile, { absFile, chunkName: demoChunkName(page.route, name), kind: demoKindOf(fs.readFileSync(absFile, 'utf8')) });
      }
    }
  }
  if (errors.length) throw new ContentErrors(errors);
  return demos;
}
