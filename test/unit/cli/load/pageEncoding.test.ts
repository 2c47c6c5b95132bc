import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError } from '../../../../cli/errors.ts';
import { decodePageBytes, firstInvalidUtf8Byte, MAX_PAGE_BYTES, readPageFile } from '../../../../cli/load/pageEncoding.ts';
import { emptyPageWarning } from '../../../../cli/load/emptyPage.ts';

/** The formatted error decoding `bytes` throws. */
function decodeError(bytes: number[] | Buffer): string {
  try {
    decodePageBytes(Buffer.from(bytes), 'pages/a.md');
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).format();
  }
  throw new Error('expected the page to be refused');
}

describe('decodePageBytes', () => {
  it('reads UTF-8, with or without a byte-order mark', () => {
    expect(decodePageBytes(Buffer.from('# Grüße 👋\n'), 'a.md')).toBe('# Grüße 👋\n');
    expect(decodePageBytes(Buffer.from('\uFEFF---\ntitle: A\n---\n'), 'a.md')).toBe('---\ntitle: A\n---\n');
  });

  it('refuses a Latin-1 byte with its line, column and value', () => {
    expect(decodeError(Buffer.concat([Buffer.from('# Title\n\nCaf'), Buffer.from([0xe9]), Buffer.from(' au lait\n')]))).toMatch(
      /^pages\/a\.md:3:4: not valid UTF-8 \(byte 0xe9\)/,
    );
  });

  it('counts the column in characters, after multi-byte ones', () => {
    expect(decodeError(Buffer.concat([Buffer.from('ünï'), Buffer.from([0xff])]))).toMatch(/^pages\/a\.md:1:4: not valid UTF-8 \(byte 0xff\)/);
  });

  it('refuses a file with NUL bytes as binary, with the position of the first', () => {
    expect(decodeError([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00])).toMatch(/^pages\/a\.md:3:1: contains a NUL byte, so it looks like a binary file/);
  });
});

describe('firstInvalidUtf8Byte', () => {
  it.each([
    ['valid text', [0x61, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x91, 0x8b], -1],
    ['a lone continuation byte', [0x61, 0x80], 1],
    ['a truncated sequence at the end', [0x61, 0xe2, 0x82], 1],
    ['an overlong encoding', [0xc0, 0xaf], 0],
    ['an overlong three-byte form', [0xe0, 0x80, 0xaf], 0],
    ['a UTF-16 surrogate', [0xed, 0xa0, 0x80], 0],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80], 0],
    ['a sequence cut by ASCII', [0xe2, 0x41, 0x42], 0],
  ])('%s', (_name, bytes, expected) => {
    expect(firstInvalidUtf8Byte(Uint8Array.from(bytes))).toBe(expected);
  });
});

describe('emptyPageWarning', () => {
  const page = (body: string, layout?: string) => ({ file: 'pages/a.md', body, frontMatter: { title: 'A', ...(layout ? { layout } : {}) } });

  it('names an empty file', () => {
    expect(emptyPageWarning(page(''), false)).toBe('pages/a.md: the page is empty; write its content or remove the file');
    expect(emptyPageWarning(page(' \n\n'), false)).toMatch(/^pages\/a\.md: the page is empty/);
  });

  it('names a page with only front matter', () => {
    expect(emptyPageWarning(page('\n'), true)).toMatch(/^pages\/a\.md: the page has front matter but no content/);
  });

  it('says nothing of a page with content, or of a layout that brings its own', () => {
    expect(emptyPageWarning(page('Hello.'), true)).toBeNull();
    expect(emptyPageWarning(page('', 'versions'), true)).toBeNull();
  });
});

describe('readPageFile', () => {
  it('refuses a page past the size limit with its size, and reads one at the limit', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-size-'));
    try {
      const big = path.join(dir, 'big.md');
      fs.writeFileSync(big, Buffer.alloc(5 * 1024 * 1024, 0x61));
      expect(() => readPageFile(big, 'pages/big.md')).toThrow(/the page is 5\.0 MB, over the 0\.5 MB a page may have: split it/);
      const atLimit = path.join(dir, 'limit.md');
      fs.writeFileSync(atLimit, Buffer.alloc(MAX_PAGE_BYTES, 0x61));
      expect(readPageFile(atLimit, 'pages/limit.md')).toHaveLength(MAX_PAGE_BYTES);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
