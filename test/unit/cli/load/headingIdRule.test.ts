/** The heading id rule a site folder implies by the tool it was written for. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectHeadingIdRule } from '../../../../cli/load/headingIdRule.ts';

describe('the rule a site folder implies', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-heading-ids-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is VitePress\'s beside a .vitepress folder (in the site or its pages folder), else GitHub\'s', () => {
    expect(detectHeadingIdRule(root, root)).toBe('github');
    fs.mkdirSync(path.join(root, 'docs/.vitepress'), { recursive: true });
    expect(detectHeadingIdRule(root, path.join(root, 'docs'))).toBe('vitepress');
    expect(detectHeadingIdRule(path.join(root, 'docs'), path.join(root, 'docs'))).toBe('vitepress');
  });
});
