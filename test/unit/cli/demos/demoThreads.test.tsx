/** Demo tasks run in a render worker come back as the build thread makes them, errors included; each thread takes its kinds. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWorkerPool, type RenderWorkers } from '../../../../cli/build/renderWorkers.ts';
import { demoThreads, runDemoTask, type DemoTask, type DemoThreads } from '../../../../cli/demos/demoThreads.ts';
import type { DemoRef } from '../../../../cli/demos/demoRef.ts';
import { ContentErrors } from '../../../../cli/errors.ts';
import { bundleDemoModules, type BundledDemoModule } from '../../../../cli/site/siteModules.ts';

// The worker loads React, MUI and the Markdown pipeline before its first task: seconds.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const DEMOS: Record<string, string> = {
  'Buttons.tsx': `import * as React from 'react';\nimport Button from '@mui/material/Button';\nimport Stack from '@mui/material/Stack';\n\nexport default function Buttons() {\n  return <Stack direction="row" spacing={2}><Button variant="contained">Save</Button><Button color="error">Delete</Button></Stack>;\n}\n`,
  'Chip.tsx': `import * as React from 'react';\nimport Chip from '@mui/material/Chip';\n\nexport default function Tag({ label = 'New' }: { label?: string }) {\n  return <Chip label={label} color="primary" />;\n}\n`,
  'Throws.tsx': `export default function Throws(): never {\n  throw new Error('no data for the chart');\n}\n`,
};

let site: string;
let bundled: Map<string, BundledDemoModule>;
let pool: RenderWorkers;
let threads: DemoThreads;
let ranHere: DemoTask[];
const ref = (name: string): DemoRef => ({ absFile: path.join(site, name), chunkName: `demo-${name}`, theme: 'material', library: 'material-ui' });
const bundleOf = (name: string) => bundled.get(path.join(site, name))!.module;
const runLocally = <T extends DemoTask>(task: T) => runDemoTask(task, site);

beforeAll(async () => {
  site = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-demo-threads-')));
  fs.writeFileSync(path.join(site, 'package.json'), '{ "name": "fixture-site" }\n');
  for (const [name, source] of Object.entries(DEMOS)) fs.writeFileSync(path.join(site, name), source);
  bundled = await bundleDemoModules(Object.keys(DEMOS).map((name) => path.join(site, name)), site);
  pool = await renderWorkerPool();
  ranHere = [];
  threads = demoThreads(pool.start(), site, (task) => {
    ranHere.push(task);
    return runLocally(task);
  });
});

afterAll(async () => {
  threads?.release();
  await pool?.close();
  fs.rmSync(site, { recursive: true, force: true });
});

// One worker or more when the machine has two cores or more; the tests hold either way.
const withWorkers = () => pool.start().length > 0;

describe('demo tasks spread over the render workers and the build thread', () => {
  it('renders as the build thread does', async () => {
    const [buttons, chip] = await Promise.all([threads.render(ref('Buttons.tsx'), bundleOf('Buttons.tsx')), threads.render(ref('Chip.tsx'), bundleOf('Chip.tsx'))]);
    expect(buttons.html).toContain('Save');
    expect(buttons).toEqual(await runLocally({ kind: 'render', ref: ref('Buttons.tsx'), bundled: bundleOf('Buttons.tsx') }));
    expect(chip).toEqual(await runLocally({ kind: 'render', ref: ref('Chip.tsx'), bundled: bundleOf('Chip.tsx') }));
  });

  it('highlights as the build thread does, and leaves highlighting to the workers when there are some', async () => {
    ranHere.length = 0;
    const stylesheets = [{ css: '.tag { color: teal; }' }];
    const names = ['Chip.tsx', 'Buttons.tsx', 'Chip.tsx', 'Buttons.tsx', 'Chip.tsx'];
    const highlighted = await Promise.all(names.map((name) => threads.highlight(ref(name), stylesheets)));
    const chip = await runLocally({ kind: 'highlight', ref: ref('Chip.tsx'), stylesheets });
    expect(highlighted[0]).toEqual(chip);
    expect(chip.js).not.toContain('label?: string');
    expect(chip.stylesheetHtml).toHaveLength(1);
    expect(highlighted[1].ts).toBe(DEMOS['Buttons.tsx'].trimEnd());
    expect(ranHere.filter((task) => task.kind === 'highlight')).toHaveLength(withWorkers() ? 0 : names.length);
  });

  it("reports a demo's render error as a content error naming its file, wherever it was rendered", async () => {
    const error = await threads.render(ref('Throws.tsx'), bundleOf('Throws.tsx')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentErrors);
    expect((error as ContentErrors).errors[0]).toMatchObject({ file: 'Throws.tsx', message: expect.stringContaining('no data for the chart') });
  });

  it('renders in the build thread too while the workers are busy', async () => {
    ranHere.length = 0;
    const names = Array.from({ length: 8 }, (_, i) => (i % 2 ? 'Chip.tsx' : 'Buttons.tsx'));
    const renders = await Promise.all(names.map((name) => threads.render(ref(name), bundleOf(name))));
    expect(renders.map((render) => render.html)).toEqual(await Promise.all(names.map(async (name) => (await runLocally({ kind: 'render', ref: ref(name), bundled: bundleOf(name) })).html)));
    expect(ranHere.length).toBeGreaterThanOrEqual(1);
    expect(ranHere.every((task) => task.kind === 'render')).toBe(true);
  });
});

describe('demo tasks without workers', () => {
  it('runs every task in the build thread, renders before highlighting, one at a time', async () => {
    const order: string[] = [];
    let underWay = 0;
    let most = 0;
    const alone = demoThreads([], site, async (task) => {
      most = Math.max(most, ++underWay);
      order.push(`${task.kind} ${path.basename(task.ref.absFile)}`);
      const output = await runLocally(task);
      underWay--;
      return output;
    });
    const highlights = ['Chip.tsx', 'Buttons.tsx'].map((name) => alone.highlight(ref(name), []));
    const renders = ['Chip.tsx', 'Buttons.tsx'].map((name) => alone.render(ref(name), bundleOf(name)));
    await Promise.all([...highlights, ...renders]);
    alone.release();
    // The first highlight started at once (nothing else was queued); the renders queued meanwhile went next.
    expect(order).toEqual(['highlight Chip.tsx', 'render Chip.tsx', 'render Buttons.tsx', 'highlight Buttons.tsx']);
    expect(most).toBe(1);
  });

  it('drops the tasks not started when released', async () => {
    const alone = demoThreads([], site, runLocally);
    const first = alone.highlight(ref('Chip.tsx'), []);
    const second = alone.highlight(ref('Buttons.tsx'), []);
    alone.release();
    await expect(first).resolves.toMatchObject({ ts: DEMOS['Chip.tsx'].trimEnd() });
    await expect(second).rejects.toThrow('the demo step ended');
  });
});
