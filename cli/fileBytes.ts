/** Whole reads and writes of bytes through an open file handle: one call of `fs.readSync` or `fs.writeSync` may do part. */
import fs from 'node:fs';

/** Writes all of `bytes` at `position`, or where the handle is when none is given. */
export function writeFully(fd: number, bytes: Uint8Array, position?: number): void {
  for (let done = 0; done < bytes.length; ) done += fs.writeSync(fd, bytes, done, bytes.length - done, position === undefined ? null : position + done);
}

/** The `bytes` bytes at `at`; null when the file ends before them. */
export function readFully(fd: number, at: number, bytes: number): Buffer | null {
  return readFullyInto(Buffer.allocUnsafe(bytes), fd, at);
}

/** `buffer` filled with the bytes at `at`; null when the file ends before it is full. */
export function readFullyInto(buffer: Buffer, fd: number, at: number): Buffer | null {
  for (let done = 0; done < buffer.length; ) {
    const read = fs.readSync(fd, buffer, done, buffer.length - done, at + done);
    if (read === 0) return null;
    done += read;
  }
  return buffer;
}
