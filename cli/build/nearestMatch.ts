/**
 * Suggestions for mistyped targets: a candidate that differs from what the author wrote only in case and punctuation
 * (an anchor written for another tool's id rule: `#Build.Target` for `build-target`), else the closest by edit
 * distance.
 */

/** Levenshtein distance between two strings. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** Letters and digits alone, in lower case. */
const looseForm = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The candidate nearest to `target`, or undefined when there are none. */
export function nearestMatch(target: string, candidates: Iterable<string>): string | undefined {
  const list = [...candidates];
  const loose = looseForm(target);
  const sameWords = loose && list.find((candidate) => looseForm(candidate) === loose);
  if (sameWords) return sameWords;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of list) {
    const d = editDistance(target, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}
