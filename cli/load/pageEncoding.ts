/**
 * Turns the bytes of a page file into text, refusing what is not UTF-8 Markdown: a stray Latin-1 byte would otherwise
 * become U+FFFD in the site without a word, and a binary file renamed `.md` would render as garbage.
 */
import { isUtf8 } from 'node:buffer';
import fs from 'node:fs';
import { ContentError, type SourcePosition } from '../errors.ts';

const BOM = [0xef, 0xbb, 0xbf];

/** Offset of the first byte that does not start a well-formed UTF-8 sequence (RFC 3629), or -1 when all do. */
export function firstInvalidUtf8Byte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i];
    if (lead < 0x80) {
      i++;
      continue;
    }
    const length = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
    if (length === 0) return i;
    // The second byte's range also rules out overlong forms, UTF-16 surrogates and code points past U+10FFFF.
    const second = bytes[i + 1];
    const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
    const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
    if (second === undefined || second < low || second > high) return i;
    for (let k = 2; k < length; k++) {
      const next = bytes[i + k];
      if (next === undefined || (next & 0xc0) !== 0x80) return i;
    }
    i += length;
  }
  return -1;
}

/** Line and column (in characters, from 1) of byte `offset`, counting only the valid text before it. */
function positionOfByte(bytes: Uint8Array, offset: number): SourcePosition {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  const before = new TextDecoder().decode(bytes.subarray(lineStart, offset));
  return { line, column: before.length + 1 };
}

const hex = (byte: number) => `0x${byte.toString(16).padStart(2, '0')}`;

/** The text of a page file: UTF-8, with or without a byte-order mark. Throws a ContentError with the position otherwise. */
export function decodePageBytes(bytes: Uint8Array, file: string): string {
  const start = BOM.every((byte, i) => bytes[i] === byte) ? BOM.length : 0;
  const content = bytes.subarray(start);
  const nul = content.indexOf(0);
  if (nul >= 0) {
    throw new ContentError(
      file,
      'contains a NUL byte, so it looks like a binary file rather than Markdown; remove it or rename the file so it does not end in .md',
      positionOfByte(content, nul),
    );
  }
  if (!isUtf8(content)) {
    const offset = firstInvalidUtf8Byte(content);
    throw new ContentError(
      file,
      `not valid UTF-8 (byte ${hex(content[offset])}); save the file as UTF-8`,
      positionOfByte(content, offset),
    );
  }
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(content);
}

/**
 * Largest page file accepted. A page's syntax tree, hast, React tree and HTML are all alive while it renders, together
 * a few hundred times its size; up to this size (about a hundred times the longest page of the bundled site) a build
 * with such a page stays within a third more memory than without it, and past it the page should be split.
 */
export const MAX_PAGE_BYTES = 512 * 1024;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Reads and decodes a page file, refusing one past MAX_PAGE_BYTES before reading it. */
export function readPageFile(absFile: string, file: string): string {
  const { size } = fs.statSync(absFile);
  if (size > MAX_PAGE_BYTES) {
    throw new ContentError(
      file,
      `the page is ${megabytes(size)}, over the ${megabytes(MAX_PAGE_BYTES)} a page may have: split it into several pages`,
      { line: 1 },
    );
  }
  return decodePageBytes(fs.readFileSync(absFile), file);
}
