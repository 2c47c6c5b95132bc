/**
 * `docsgen feedback export`: prints the stored feedback as JSON lines, ready for jq or a spreadsheet import, with every
 * control and bidi character of the comments escaped.
 */
import { once } from 'node:events';
import path from 'node:path';
import { FEEDBACK_FILE_NAME } from '../feedback/feedbackLimits.ts';
import { readFeedback } from '../feedback/feedbackStore.ts';
import { safeJsonLine } from '../feedback/safeJsonLine.ts';

export interface FeedbackExportSummary {
  exported: number;
  skipped: number;
}

/** Writes every stored record of `dataDir` to `out`, one JSON line each; unreadable lines are reported to `warnings`. */
export async function feedbackExport(
  dataDir: string,
  out: NodeJS.WritableStream,
  warnings: NodeJS.WritableStream = process.stderr,
): Promise<FeedbackExportSummary> {
  const { records, skipped } = await readFeedback(dataDir);
  const file = path.join(dataDir, FEEDBACK_FILE_NAME);
  for (const { line, reason } of skipped) warnings.write(`${file}:${line}: skipped, ${reason}\n`);
  for (const record of records) {
    // Respect back-pressure so a large export to a slow pipe does not pile up in memory.
    if (!out.write(`${safeJsonLine(record)}\n`)) await once(out, 'drain');
  }
  return { exported: records.length, skipped: skipped.length };
}
