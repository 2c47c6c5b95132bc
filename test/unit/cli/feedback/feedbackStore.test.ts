import fs from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { feedbackExport } from '../../../../cli/commands/feedbackExport.ts';
import type { FeedbackRecord } from '../../../../cli/feedback/feedbackRecord.ts';
import { FeedbackStore, readFeedback } from '../../../../cli/feedback/feedbackStore.ts';
import { parseFeedbackLog } from '../../../../cli/feedback/parseFeedbackLog.ts';
import { tempDir } from '../server/helpers.ts';

const record = (id: string, extra: Partial<FeedbackRecord> = {}): FeedbackRecord => ({
  id,
  receivedAt: '2025-01-01T00:00:00.000Z',
  page: '/material-ui/',
  rating: 1,
  version: '6.1.5',
  language: 'en',
  ...extra,
});

let dataDir: string;
const file = () => path.join(dataDir, 'feedback.jsonl');

beforeEach(async () => {
  dataDir = path.join(await tempDir('store'), 'data');
});

afterEach(async () => {
  await fs.rm(path.dirname(dataDir), { recursive: true, force: true });
});

describe('FeedbackStore', () => {
  it('creates the folder and appends one JSON line per record', async () => {
    const store = new FeedbackStore(dataDir, () => undefined);
    await store.append(record('a', { comment: 'line\nbreak "quoted"' }));
    await store.append(record('b', { rating: 0 }));
    await store.close();
    const text = await fs.readFile(file(), 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    expect(text.split('\n')).toHaveLength(3);
    expect(await readFeedback(dataDir)).toEqual({
      records: [record('a', { comment: 'line\nbreak "quoted"' }), record('b', { rating: 0 })],
      skipped: [],
    });
  });

  it('never interleaves concurrent appends', async () => {
    const store = new FeedbackStore(dataDir, () => undefined);
    const comment = 'y'.repeat(1900);
    await Promise.all(Array.from({ length: 100 }, (_, i) => store.append(record(`id-${i}`, { comment }))));
    await store.close();
    const lines = (await fs.readFile(file(), 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(100);
    const ids = lines.map((line) => (JSON.parse(line) as FeedbackRecord).id);
    expect(new Set(ids).size).toBe(100);
  });

  it('ends a line cut short by a crash before appending again, and says so', async () => {
    await fs.mkdir(dataDir, { recursive: true });
    const whole = `${JSON.stringify(record('a'))}\n${JSON.stringify(record('b'))}\n`;
    await fs.writeFile(file(), `${whole}{"id":"c","receivedAt":"2025`);

    const before = await readFeedback(dataDir);
    expect(before.records.map((r) => r.id)).toEqual(['a', 'b']);
    expect(before.skipped).toEqual([{ line: 3, reason: expect.stringContaining('truncated') }]);

    const messages: string[] = [];
    const store = new FeedbackStore(dataDir, (message) => messages.push(message));
    await store.append(record('d'));
    await store.close();
    expect(messages).toEqual([expect.stringContaining('incomplete')]);

    const after = await readFeedback(dataDir);
    expect(after.records.map((r) => r.id)).toEqual(['a', 'b', 'd']);
    expect(after.skipped).toEqual([{ line: 3, reason: expect.stringContaining('not valid JSON') }]);
  });

  it('fails the append, not the process, when the folder cannot be written', async () => {
    await fs.mkdir(path.dirname(dataDir), { recursive: true });
    await fs.writeFile(dataDir, 'a file where the folder should be');
    const store = new FeedbackStore(dataDir, () => undefined);
    await expect(store.append(record('a'))).rejects.toThrow();
    await expect(store.append(record('b'))).rejects.toThrow();
    await store.close();
  });
});

describe('parseFeedbackLog', () => {
  it('keeps a whole record that only lacks its newline and skips lines that are not records', () => {
    const text = `${JSON.stringify(record('a'))}\n{"hello":1}\n\n${JSON.stringify(record('b'))}`;
    expect(parseFeedbackLog(text)).toEqual({
      records: [record('a'), record('b')],
      skipped: [{ line: 2, reason: 'valid JSON but not a feedback record' }],
    });
  });

  it('reads nothing from an empty file or a missing folder', async () => {
    expect(parseFeedbackLog('')).toEqual({ records: [], skipped: [] });
    expect(await readFeedback(path.join(dataDir, 'nowhere'))).toEqual({ records: [], skipped: [] });
  });
});

describe('feedbackExport', () => {
  const collect = (stream: PassThrough) => {
    const chunks: string[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    return () => chunks.join('');
  };

  it('prints each stored record as a JSON line and reports skipped lines separately', async () => {
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(file(), `${JSON.stringify(record('a'))}\n${JSON.stringify(record('b'))}\n{"id":`);
    const out = new PassThrough();
    const warnings = new PassThrough();
    const printed = collect(out);
    const warned = collect(warnings);
    expect(await feedbackExport(dataDir, out, warnings)).toEqual({ exported: 2, skipped: 1 });
    expect(printed().trimEnd().split('\n').map((line) => JSON.parse(line))).toEqual([record('a'), record('b')]);
    expect(warned()).toMatch(/feedback\.jsonl:3: skipped, truncated/);
  });
});
