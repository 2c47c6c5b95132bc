import { describe, expect, it } from 'vitest';
import { contentRange, parseByteRange, unsatisfiedRange } from '../../../../cli/server/byteRange.ts';

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-9', { kind: 'part', start: 0, end: 9 }],
    ['bytes=10-', { kind: 'part', start: 10, end: 99 }],
    ['bytes=-10', { kind: 'part', start: 90, end: 99 }],
    ['bytes=-500', { kind: 'part', start: 0, end: 99 }],
    ['bytes=90-500', { kind: 'part', start: 90, end: 99 }],
    ['bytes=99-99', { kind: 'part', start: 99, end: 99 }],
    ['Bytes=5-6', { kind: 'part', start: 5, end: 6 }],
    ['bytes=0-9, ', { kind: 'part', start: 0, end: 9 }],
  ])('reads %s of a 100-byte file as one range', (header, range) => {
    expect(parseByteRange(header, 100)).toEqual(range);
  });

  it.each(['bytes=100-', 'bytes=100-200', 'bytes=-0'])('finds %s unsatisfiable in a 100-byte file', (header) => {
    expect(parseByteRange(header, 100)).toEqual({ kind: 'unsatisfiable' });
  });

  it('finds every range of an empty file unsatisfiable', () => {
    expect(parseByteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-5', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it.each([
    [undefined, 'no header'],
    ['bytes=0-9,20-29', 'several ranges'],
    ['bytes=0-9, -5', 'several ranges'],
    ['items=0-9', 'another unit'],
    ['bytes=9-0', 'a backwards range'],
    ['bytes=-', 'no numbers'],
    ['bytes=a-b', 'not numbers'],
    ['bytes=0x10-', 'not decimal'],
    ['bytes 0-9', 'no ='],
  ])('asks for the whole file for %s (%s)', (header, _reason) => {
    expect(parseByteRange(header, 100)).toEqual({ kind: 'whole' });
  });
});

describe('Content-Range', () => {
  it('names the part and the size, or the size alone when unsatisfiable', () => {
    expect(contentRange(0, 9, 100)).toBe('bytes 0-9/100');
    expect(unsatisfiedRange(100)).toBe('bytes */100');
  });
});
