/**
 * The demo references of page bodies parsed by earlier builds, by the digest of the body: finding a page's demos is
 * a Markdown parse, most of what preparing an unchanged site's demos cost, and the references are a pure function of
 * the body and of docsgen. One entry holds them all, keyed by docsgen's fingerprint; each build stores those of the
 * pages it has, so the entry follows the site.
 */
import type { SourcePage } from '../model.ts';
import { demoReferences, mayReferenceDemos, rememberDemoReferences, type DemoReference } from '../markdown/demoReferences.ts';
import type { CacheStore } from './cacheStore.ts';
import { digest } from './digest.ts';
import { docsgenFingerprint } from './docsgenFingerprint.ts';
import { readValue, writeValue } from './storedValues.ts';

type StoredReferences = [bodyDigest: string, references: readonly DemoReference[]][];

export interface DemoReferenceMemo {
  /** Stores the references of `pages` (found in the memo or parsed now), unless they are what was read. */
  save(pages: readonly SourcePage[]): void;
}

/**
 * Reads the memo kept in `store` and hands demoReferences the references it holds for the bodies of `pages`, so
 * those are not parsed in this thread.
 */
export function openDemoReferenceMemo(store: CacheStore, pages: readonly SourcePage[]): DemoReferenceMemo {
  const key = digest('demo-references', docsgenFingerprint());
  const earlier = new Map(readValue<StoredReferences>(store, key) ?? []);
  const digests = new Map<string, string>();
  const digestOf = (body: string) => {
    let known = digests.get(body);
    if (!known) digests.set(body, (known = digest(body)));
    return known;
  };
  for (const page of pages.filter((page) => mayReferenceDemos(page.body))) {
    const references = earlier.get(digestOf(page.body));
    if (references) rememberDemoReferences(page.body, references);
  }
  return {
    save(current) {
      const used = new Map(current.filter((page) => mayReferenceDemos(page.body)).map((page) => [digestOf(page.body), demoReferences(page.body)] as const));
      const unchanged = used.size === earlier.size && [...used.keys()].every((bodyDigest) => earlier.has(bodyDigest));
      if (!unchanged) writeValue(store, key, [...used] satisfies StoredReferences);
    },
  };
}
