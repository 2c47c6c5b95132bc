/** Reads the text of `feedback.jsonl` back into records, setting aside lines that are not records. */
import { isFeedbackRecord, type FeedbackRecord } from './feedbackRecord.ts';

export interface SkippedLine {
  /** 1-based line number in the file. */
  line: number;
  reason: string;
}

export interface FeedbackLog {
  records: FeedbackRecord[];
  skipped: SkippedLine[];
}

/**
 * Parses one record per line. A last line without its newline is what a crash in the middle of an
 * append leaves; such a record was never acknowledged, so it is kept only if it happens to be whole.
 */
export function parseFeedbackLog(text: string): FeedbackLog {
  const lines = text.split('\n');
  // After a final newline, split leaves an empty string that is not a line.
  const unterminated = lines.pop() ?? '';
  const log: FeedbackLog = { records: [], skipped: [] };
  const take = (line: string, index: number, truncated: boolean) => {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      const reason = truncated
        ? 'truncated: the server stopped while writing it, so it was never acknowledged'
        : 'not valid JSON: cut short by a crash while it was written, and ended when the server restarted';
      log.skipped.push({ line: index + 1, reason });
      return;
    }
    if (isFeedbackRecord(value)) log.records.push(value);
    else log.skipped.push({ line: index + 1, reason: 'valid JSON but not a feedback record' });
  };
  lines.forEach((line, index) => {
    if (line.trim() !== '') take(line, index, false);
  });
  if (unterminated.trim() !== '') take(unterminated, lines.length, true);
  return log;
}
