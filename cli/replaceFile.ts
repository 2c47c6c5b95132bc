/**
 * Writing a file so that no reader, in this process or another, ever sees half of it: build-cache entries, bundled
 * modules, the demo JavaScript cache, the build session's files. A temporary file ends in `.tmp`, which cache eviction
 * removes when a stopped build left one behind.
 */
import fs from 'node:fs';
import { threadId } from 'node:worker_threads';

/**
 * Writes `content` to a temporary file beside `file`, named for this process and thread (render workers share the
 * process id), then renames it over `file`.
 */
export function replaceFile(file: string, content: string | Uint8Array): void {
  const temporary = `${file}.${process.pid}-${threadId}.tmp`;
  try {
    fs.writeFileSync(temporary, content);
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}
