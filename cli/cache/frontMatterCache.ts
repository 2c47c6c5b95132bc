/**
 * Front matter values parsed by earlier builds, by the YAML text they came from: parsing YAML is most of what loading
 * an unchanged site costs, and the values are a pure function of the text and of docsgen (its YAML library). One entry
 * holds them all, keyed by docsgen's fingerprint; only YAML that parsed without error is kept, so every error is
 * reported afresh with its file and line. Each build stores the values its pages used, so the entry follows the site.
 */
import { detachedText } from '../build/detachedCopy.ts';
import type { FrontMatter } from '../model.ts';
import type { CacheStore } from './cacheStore.ts';
import { digest } from './digest.ts';
import { docsgenFingerprint } from './docsgenFingerprint.ts';
import { readValue, writeValue } from './storedValues.ts';

type FrontMatterValues = Partial<FrontMatter>;

export interface FrontMatterMemo {
  /** The values of `yaml`: those parsed by an earlier build, else `parse()`'s (kept for the next build). */
  valuesOf(yaml: string, parse: () => FrontMatterValues): FrontMatterValues;
  /** Stores the values used by this build, when they differ from what was read. */
  save(): void;
}

/** The memo kept in `store` (a site's build cache). */
export function openFrontMatterMemo(store: CacheStore): FrontMatterMemo {
  const key = digest('front-matter', docsgenFingerprint());
  const earlier = new Map(readValue<[string, FrontMatterValues][]>(store, key) ?? []);
  const used = new Map<string, FrontMatterValues>();
  let parsed = false;
  return {
    valuesOf(yaml, parse) {
      const known = used.get(yaml) ?? earlier.get(yaml);
      if (known) {
        // A copy of the YAML as the key: cut out of the page's text, it would keep that alive until the memo is saved,
        // and a large site's whole source with it.
        if (!used.has(yaml)) used.set(detachedText(yaml), known);
        // A copy each: pages with the same front matter must not share its objects.
        return structuredClone(known);
      }
      const values = parse();
      used.set(detachedText(yaml), structuredClone(values));
      parsed = true;
      return values;
    },
    save() {
      if (parsed || used.size !== earlier.size) writeValue(store, key, [...used]);
    },
  };
}
