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

/** A YAML text and its values, as the memo's entry stores them. */
type KnownValues = [yaml: string, values: FrontMatterValues];

/**
 * The memo kept in `store` (a site's build cache). One table of every YAML text known, the earlier builds' and this
 * one's, and a set of those this build used: a second table of them, keyed by copies of their text, doubled what a
 * large site's load held until it ended.
 */
export function openFrontMatterMemo(store: CacheStore): FrontMatterMemo {
  const key = digest('front-matter', docsgenFingerprint());
  const known = new Map<string, KnownValues>();
  for (const entry of readValue<KnownValues[]>(store, key) ?? []) known.set(entry[0], entry);
  const earlierCount = known.size;
  const used = new Set<KnownValues>();
  let parsed = false;
  return {
    valuesOf(yaml, parse) {
      const entry = known.get(yaml);
      if (entry) {
        used.add(entry);
        // A copy each: pages with the same front matter must not share its objects.
        return structuredClone(entry[1]);
      }
      const values = parse();
      // A copy of the YAML as the key: cut out of the page's text, it would keep that alive as long as the memo.
      const added: KnownValues = [detachedText(yaml), structuredClone(values)];
      known.set(added[0], added);
      used.add(added);
      parsed = true;
      return values;
    },
    save() {
      if (parsed || used.size !== earlierCount) writeValue(store, key, [...used]);
    },
  };
}
