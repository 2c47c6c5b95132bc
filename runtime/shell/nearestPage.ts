/** Where a reader who landed on a missing path should go: the English page behind a language prefix, or the closest known path. */
import { RECOGNISED_LANGUAGES } from '../constants.ts';

export interface KnownPath {
  path: string;
  title: string;
}

/**
 * The path without its language segment (`/zh/x/` → `/x/`, `/docs/en/x/` → `/docs/x/`) when that page exists: only
 * English pages are built, so a recognised prefix falls back to the English page.
 */
export function languageFallback(path: string, known: ReadonlySet<string>): string | null {
  const segments = path.split('/');
  for (let i = 1; i < segments.length - 1; i++) {
    if (!(RECOGNISED_LANGUAGES as readonly string[]).includes(segments[i])) continue;
    const withoutLanguage = [...segments.slice(0, i), ...segments.slice(i + 1)].join('/');
    const candidate = withoutLanguage.endsWith('/') ? withoutLanguage : `${withoutLanguage}/`;
    if (known.has(candidate)) return candidate;
  }
  return null;
}

/** Edit distance (insertions, deletions, substitutions) between two strings, one row at a time. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** The known page closest to `path` (case and trailing slash ignored), when it is close enough to be a likely typo or move. */
export function nearestPage(path: string, known: readonly KnownPath[]): KnownPath | null {
  const wanted = `${path.toLowerCase().replace(/\/+$/, '')}/`;
  const lastSegment = (p: string) => p.replace(/\/+$/, '').split('/').pop() ?? '';
  let best: { page: KnownPath; distance: number } | null = null;
  for (const page of known) {
    // A page that moved keeps its name under another parent, so its last segment counts as much as the whole path.
    const distance = Math.min(editDistance(wanted, page.path), editDistance(lastSegment(wanted), lastSegment(page.path)) + 1);
    if (best === null || distance < best.distance) best = { page, distance };
  }
  if (best === null) return null;
  return best.distance <= Math.max(2, Math.floor(lastSegment(wanted).length / 3)) ? best.page : null;
}
