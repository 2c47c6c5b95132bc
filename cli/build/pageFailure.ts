/**
 * A page's step (its render, its part of the search index, its Markdown export) failing on something other than a
 * content error (a component the page imports throwing, a bug) becomes a content error naming the page, with the message
 * it threw: the build lists it with every other problem instead of stopping at a stack trace.
 */
import type { ApiPage } from '../api/apiPages.ts';
import { ContentError, ContentErrors, contentErrorsIn } from '../errors.ts';
import type { SourcePage } from '../model.ts';

/** Where a page's errors point: a Markdown page's file, an API page's or a full-page template's route. */
export function pageLocation(source: SourcePage | ApiPage | null, route: string): string {
  if (source === null) return `${route} (full-page template)`;
  return 'component' in source ? `${source.route} (API page)` : source.file;
}

/** `error`, thrown by the step `failed` names (e.g. "the page failed to render") for the page at `where`, as content errors. */
export function pageFailure(error: unknown, where: string, failed: string): ContentErrors {
  const contentErrors = contentErrorsIn(error);
  if (contentErrors) return new ContentErrors(contentErrors);
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new ContentErrors([new ContentError(where, `${failed}: ${reason}`)]);
}

/** Runs the step `failed` names for the page at `where`; what it throws is added to `failures`, to be reported with the others. */
export function runPageStep(failures: ContentError[], where: string, failed: string, step: () => void): void {
  try {
    step();
  } catch (error) {
    failures.push(...pageFailure(error, where, failed).errors);
  }
}
