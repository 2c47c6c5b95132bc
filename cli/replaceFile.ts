/**
 * Writing a file so that no reader, in this process or another, ever sees half of it: build-cache entries, bundled
 * modules, the demo JavaScript cache, the build session's files. A temporary file ends in `.tmp`, which cache eviction
 * removes when a stopped build left one behind.
 */
import fs from 'node:fs';
import { threadId } from 'node:worker_threads';

/** A temporary file beside `file`, named for this process and thread (render workers share the process id). */
export function temporaryFileFor(file: string): string {
  return `${file}.${process.pid}-${threadId}.tmp`;
}

/**
 * Writes `content` to a temporary file beside `file`, then renames it over `file`.
 */
export function replaceFile(file: string, content: string | Uint8Array): void {
  const temporary = temporaryFileFor(file);
  try {
    fs.writeFileSync(temporary, content);
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}
