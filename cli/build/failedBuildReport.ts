/** The report of a build that failed (`--report`), for CI, which wants it most then. */
import { contentErrorsIn } from '../errors.ts';

export interface FailedBuildReport {
  failed: true;
  /** `file:line:column: reason` of every content or config problem; the error's message when it was none. */
  problems: string[];
  totalMs: number;
}

export function failedBuildReport(error: unknown, totalMs: number): FailedBuildReport {
  const problems = contentErrorsIn(error)?.map((e) => e.format()) ?? [error instanceof Error ? error.message : String(error)];
  // As printed: one problem found twice (a page at two routes) is one to fix.
  return { failed: true, problems: [...new Set(problems)], totalMs };
}
