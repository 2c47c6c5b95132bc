/** A demo's source in both variants: TypeScript as written, JavaScript generated from it (types stripped, formatted). */
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { ContentError } from '../errors.ts';
import { cacheMaxBytes } from '../cache/buildCache.ts';
import { CacheStore } from '../cache/cacheStore.ts';
import { digest } from '../cache/digest.ts';
import { siteCacheDir } from '../site/siteProject.ts';

export interface DemoSource {
  ts: string;
  js: string;
}

/** Fails with the file, line and column when the demo does not compile. */
export async function assertDemoCompiles(source: string, file: string): Promise<void> {
  try {
    await esbuild.transform(source, { loader: 'tsx', jsx: 'automatic', sourcefile: file, logLevel: 'silent' });
  } catch (error) {
    const first = (error as esbuild.TransformFailure).errors?.[0];
    if (!first) throw error;
    throw new ContentError(file, `the demo does not compile: ${first.text}`, first.location ? { line: first.location.line, column: first.location.column + 1 } : undefined);
  }
}

/**
 * TypeScript → readable JavaScript: sucrase keeps the author's layout, Prettier tidies what the types left behind. A
 * demo without types is its own JavaScript, as written (Prettier, the costliest step of a demo, is not needed).
 */
async function toJavaScript(ts: string): Promise<string> {
  // Both loaded on first use (only when a demo's JavaScript is not cached yet).
  const { transform } = await import('sucrase');
  const stripped = transform(ts, { transforms: ['typescript', 'jsx'], disableESTransforms: true, jsxRuntime: 'preserve' }).code;
  if (stripped === ts) return ts.trimEnd();
  const prettier = await import('prettier');
  return (await prettier.format(stripped, { parser: 'babel', singleQuote: true, printWidth: 85, trailingComma: 'all' })).trimEnd();
}

/**
 * Both variants of a demo file; the JavaScript is kept across builds in `demo-js/` of the site's cache folder, as
 * verified entries (cacheStore.ts) under the source's digest (also under `--no-cache`: it depends on the source alone).
 * The build has checked with {@link assertDemoCompiles} that every demo compiles before it asks for any source.
 */
export async function demoSource(absFile: string, root: string): Promise<DemoSource> {
  const ts = fs.readFileSync(absFile, 'utf8');
  const store = new CacheStore(path.join(siteCacheDir(root), 'demo-js'), { maxBytes: cacheMaxBytes() });
  const key = digest('demo-js', ts);
  const cached = store.read(key);
  if (cached) return { ts: ts.trimEnd(), js: cached.toString('utf8') };
  const js = await toJavaScript(ts);
  // The worker threads convert demos too: two demos of the same source may be written at once, each in one rename.
  store.write(key, Buffer.from(js));
  return { ts: ts.trimEnd(), js };
}
