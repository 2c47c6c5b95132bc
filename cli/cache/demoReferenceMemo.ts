/**
 * The demo references of page bodies parsed by earlier builds, by the digest of the body: finding a page's demos is
 * a Markdown parse, most of what preparing an unchanged site's demos cost, and the references are a pure function of
 * the body and of docsgen. One entry holds them all, keyed by docsgen's fingerprint; each build stores those of the
 * pages it has, so the entry follows the site.
 */
import { bodyFactsOf } from '../load/bodyFacts.ts';
import type { SourcePage } from '../model.ts';
import { demoReferences, rememberDemoReferences, type DemoReference } from '../markdown/demoReferences.ts';
import type { CacheStore } from './cacheStore.ts';
import { digest } from './digest.ts';
import { docsgenFingerprint } from './docsgenFingerprint.ts';
import { readValue, writeValue } from './storedValues.ts';

type StoredReferences = [bodyDigest: string, references: readonly DemoReference[]][];

export interface DemoReferenceMemo {
  /** Stores the references of `pages` (found in the memo or parsed now), unless they are what was read. */
  save(pages: readonly SourcePage[]): void;
}

/** The digests of the bodies of `pages` that may reference demos (the others have none to remember). */
function bodiesWithDemos(pages: readonly SourcePage[]): Map<string, SourcePage> {
  const withDemos = new Map<string, SourcePage>();
  for (const page of pages) {
    const { digest: bodyDigest, mayReferenceDemos } = bodyFactsOf(page);
    if (mayReferenceDemos) withDemos.set(bodyDigest, page);
  }
  return withDemos;
}

/**
 * Reads the memo kept in `store` and hands demoReferences the references it holds for the bodies of `pages`, so
 * those are not parsed in this thread. Bodies are known by their digests: none is read.
 */
export function openDemoReferenceMemo(store: CacheStore, pages: readonly SourcePage[]): DemoReferenceMemo {
  const key = digest('demo-references', docsgenFingerprint());
  const earlier = new Map(readValue<StoredReferences>(store, key) ?? []);
  for (const bodyDigest of bodiesWithDemos(pages).keys()) {
    const references = earlier.get(bodyDigest);
    if (references) rememberDemoReferences(bodyDigest, references);
  }
  return {
    save(current) {
      const used = new Map([...bodiesWithDemos(current)].map(([bodyDigest, page]) => [bodyDigest, demoReferences(page)] as const));
      const unchanged = used.size === earlier.size && [...used.keys()].every((bodyDigest) => earlier.has(bodyDigest));
      if (!unchanged) writeValue(store, key, [...used] satisfies StoredReferences);
    },
  };
}
