/** Whole reads and writes of bytes through an open file handle: one call of `fs.readSync` or `fs.writeSync` may do part. */
import fs from 'node:fs';

/** Writes all of `bytes` at `position`, or where the handle is when none is given. */
export function writeFully(fd: number, bytes: Uint8Array, position?: number): void {
  for (let done = 0; done < bytes.length; ) done += fs.writeSync(fd, bytes, done, bytes.length - done, position === undefined ? null : position + done);
}

/** The `bytes` bytes at `at`; null when the file ends before them. */
export function readFully(fd: number, at: number, bytes: number): Buffer | null {
  const buffer = Buffer.allocUnsafe(bytes);
  for (let done = 0; done < bytes; ) {
    const read = fs.readSync(fd, buffer, done, bytes - done, at + done);
    if (read === 0) return null;
    done += read;
  }
  return buffer;
}
