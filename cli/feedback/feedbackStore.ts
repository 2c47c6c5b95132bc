/** Durable storage of feedback: one JSON line per record, appended and fsynced before it is acknowledged. */
import fs, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { FEEDBACK_FILE_NAME } from './feedbackLimits.ts';
import type { FeedbackRecord } from './feedbackRecord.ts';
import { parseFeedbackLog, type FeedbackLog } from './parseFeedbackLog.ts';

const NEWLINE = 0x0a;

/** Makes a directory entry durable; platforms that cannot open a directory journal entries themselves. */
async function syncDirectory(dir: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch (error) {
    if (!['EISDIR', 'EPERM', 'EACCES', 'EINVAL'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    await handle?.close();
  }
}

/** Where a record ended up: stored now, or already stored under the same idempotency key (`replayed`). */
export interface AppendResult {
  id: string;
  replayed: boolean;
}

/**
 * Appends records to `<dataDir>/feedback.jsonl`. Writes go through one promise queue, each record in a
 * single write, so concurrent posts can never interleave; `append` resolves only after fsync. A record with an
 * idempotency key already in the file (even from before a restart) is not written again.
 */
export class FeedbackStore {
  private handle: FileHandle | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  /** Id of the record stored under each idempotency key; read from the file when the first keyed record comes. */
  private idsByKey: Map<string, string> | null = null;

  constructor(
    private readonly dataDir: string,
    private readonly log: (message: string) => void,
  ) {}

  /** Appends one record, unless its idempotency key was stored before; resolves once it is on disk. */
  append(record: FeedbackRecord): Promise<AppendResult> {
    const written = this.queue.then(() => this.appendOnce(record));
    // A failed write fails its own post only; the queue moves on.
    this.queue = written.catch(() => undefined);
    return written;
  }

  private async appendOnce(record: FeedbackRecord): Promise<AppendResult> {
    const key = record.idempotencyKey;
    if (key !== undefined) {
      this.idsByKey ??= await this.readIdsByKey();
      const stored = this.idsByKey.get(key);
      if (stored !== undefined) return { id: stored, replayed: true };
    }
    await this.write(Buffer.from(`${JSON.stringify(record)}\n`));
    if (key !== undefined) this.idsByKey?.set(key, record.id);
    return { id: record.id, replayed: false };
  }

  private async readIdsByKey(): Promise<Map<string, string>> {
    const { records } = await readFeedback(this.dataDir);
    return new Map(records.flatMap((r) => (r.idempotencyKey === undefined ? [] : [[r.idempotencyKey, r.id] as const])));
  }

  /** Waits for pending appends and closes the file. */
  async close(): Promise<void> {
    await this.queue;
    await this.handle?.close();
    this.handle = null;
  }

  private async write(line: Buffer): Promise<void> {
    this.handle ??= await this.open();
    const handle = this.handle;
    try {
      let offset = 0;
      // Regular files take the whole buffer in one call; the loop only guards the short-write case.
      while (offset < line.length) {
        const { bytesWritten } = await handle.write(line, offset, line.length - offset);
        offset += bytesWritten;
      }
      await handle.sync();
    } catch (error) {
      // Reopen next time: `open` then repairs any partial line this failure left behind.
      this.handle = null;
      await handle.close().catch(() => undefined);
      throw error;
    }
  }

  private async open(): Promise<FileHandle> {
    const created = await fs.mkdir(this.dataDir, { recursive: true });
    const file = path.join(this.dataDir, FEEDBACK_FILE_NAME);
    // 'a+': every write lands at the end (O_APPEND), and the last byte can still be read.
    const handle = await fs.open(file, 'a+');
    try {
      const { size } = await handle.stat();
      if (size === 0) {
        // The file may be new: its name must survive a crash as well as its content.
        await syncDirectory(this.dataDir);
        if (created !== undefined) await syncDirectory(path.dirname(this.dataDir));
      } else {
        const last = Buffer.alloc(1);
        await handle.read(last, 0, 1, size - 1);
        if (last[0] !== NEWLINE) {
          // A crash mid-append left a partial line; end it so the next record starts on its own line.
          this.log(`${file}: the last line is incomplete (interrupted write); it is kept but will be skipped when read`);
          await handle.write('\n');
          await handle.sync();
        }
      }
      return handle;
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
}

/** All records stored in `dataDir`, with the lines that could not be read (none when nothing is stored yet). */
export async function readFeedback(dataDir: string): Promise<FeedbackLog> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dataDir, FEEDBACK_FILE_NAME), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { records: [], skipped: [] };
    throw error;
  }
  return parseFeedbackLog(text);
}
