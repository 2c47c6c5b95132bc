import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unbuiltFileWarnings } from '../../../../cli/build/unbuiltFiles.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-unbuilt-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('unbuilt files', () => {
  it('names files no page uses, but not public/ beside pages at the root, code, or files a page shows', () => {
    for (const file of ['index.md', 'notes.rst', 'public/logo.png', 'components/Chart.vue', 'snippets/part.txt', 'images/used.png']) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), 'x');
    }
    const used = new Set([path.join(root, 'snippets', 'part.txt'), path.join(root, 'images', 'used.png')]);
    expect(unbuiltFileWarnings(root, root, used)).toEqual([expect.stringMatching(/^notes\.rst: this file is not built/)]);
  });
});
