/**
 * The browser bundle of the runtime and the live demos, cached under the digest of what decides it (docsgen's code and
 * the installed packages, the site, its demos and MDX islands, its tsconfig) and checked against the bytes of every
 * file esbuild read to make it outside `node_modules` (installed packages count by the lockfile, in the environment):
 * a build whose demos and runtime are unchanged does not bundle again.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeBundle } from '../build/bundleRuntime.ts';
import type { DemoRef } from '../demos/demoRef.ts';
import type { MdxIslandRef } from '../markdown/collectMdxIslands.ts';
import { nearestTsconfig } from '../site/siteTsconfig.ts';
import type { CacheStore } from './cacheStore.ts';
import { digest, digestOfData } from './digest.ts';
import { buildEnvironment } from './renderCache.ts';
import { readValue, writeValue } from './storedValues.ts';

interface StoredBundle {
  bundle: RuntimeBundle;
  /** The bytes of each checked source file, by digest. */
  sourceDigests: [file: string, bytes: string | null][];
}

/** The sources whose bytes are checked: the installed packages' files count by the lockfile. */
function checkedSources(bundle: RuntimeBundle): string[] {
  return bundle.sources.filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`));
}

function fileDigest(file: string): string | null {
  try {
    return digest(fs.readFileSync(file));
  } catch {
    return null;
  }
}

/** The bundle for these inputs from `store` when its sources are unchanged; else made by `bundle` and stored. */
export async function cachedRuntimeBundle(
  store: CacheStore | null,
  inputs: { root: string; demos: readonly DemoRef[]; mdxIslands: readonly MdxIslandRef[] },
  bundle: () => Promise<RuntimeBundle>,
): Promise<RuntimeBundle> {
  if (!store) return bundle();
  const tsconfig = nearestTsconfig(inputs.root);
  const key = digest('runtime-bundle', buildEnvironment(inputs.root), inputs.root, digestOfData(inputs.demos), digestOfData(inputs.mdxIslands), tsconfig ?? '', (tsconfig && fileDigest(tsconfig)) ?? '');
  const stored = readValue<StoredBundle>(store, key);
  if (stored && stored.sourceDigests.every(([file, bytes]) => fileDigest(file) === bytes)) return stored.bundle;
  const made = await bundle();
  writeValue(store, key, { bundle: made, sourceDigests: checkedSources(made).map((file) => [file, fileDigest(file)]) } satisfies StoredBundle);
  return made;
}
