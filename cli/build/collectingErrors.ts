/** Steps over a list of items that report every content error at the end rather than stopping at the first. */
import { ContentErrors, contentErrorsIn, type ContentError } from '../errors.ts';

/**
 * Runs an async step on every item, `concurrency` at a time, and collects every content error instead of stopping at
 * the first; results and errors keep the items' order. Any other error stops the run once the steps under way settle.
 */
export async function collectingErrors<T, R>(items: Iterable<T>, step: (item: T) => Promise<R>, concurrency = 1): Promise<R[]> {
  const list = [...items];
  const results: R[] = new Array(list.length);
  const errorsByItem: ContentError[][] = [];
  let next = 0;
  let unexpected = null as { error: unknown } | null;
  const lane = async () => {
    while (next < list.length && !unexpected) {
      const at = next++;
      try {
        results[at] = await step(list[at]);
      } catch (error) {
        const contentErrors = contentErrorsIn(error);
        if (contentErrors) errorsByItem[at] = contentErrors;
        else unexpected ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, list.length) }, lane));
  if (unexpected) throw unexpected.error;
  const errors = errorsByItem.flat();
  if (errors.length) throw new ContentErrors(errors);
  return results;
}
