/** Demo modules rendered in a render worker come back as the build thread renders them, errors included. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBrandTheme } from '../../../../runtime/brandTheme.ts';
import { renderWorkerPool, type RenderWorkers } from '../../../../cli/build/renderWorkers.ts';
import { demoRenderThreads, type DemoRenderThreads } from '../../../../cli/demos/demoRenderThreads.ts';
import type { DemoRef } from '../../../../cli/demos/demoRef.ts';
import { renderDemoModule } from '../../../../cli/demos/prepareDemo.tsx';
import { ContentErrors } from '../../../../cli/errors.ts';
import { bundleDemoModules, type BundledDemoModule } from '../../../../cli/site/siteModules.ts';

// The worker loads React, MUI and the Markdown pipeline before its first render: seconds.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const DEMOS: Record<string, string> = {
  'Buttons.tsx': `import * as React from 'react';\nimport Button from '@mui/material/Button';\nimport Stack from '@mui/material/Stack';\n\nexport default function Buttons() {\n  return <Stack direction="row" spacing={2}><Button variant="contained">Save</Button><Button color="error">Delete</Button></Stack>;\n}\n`,
  'Chip.tsx': `import * as React from 'react';\nimport Chip from '@mui/material/Chip';\n\nexport default function Tag() {\n  return <Chip label="New" color="primary" />;\n}\n`,
  'Throws.tsx': `export default function Throws(): never {\n  throw new Error('no data for the chart');\n}\n`,
};

let site: string;
let bundled: Map<string, BundledDemoModule>;
let pool: RenderWorkers;
let threads: DemoRenderThreads;
let renderedHere: string[];
const theme = createBrandTheme();
const ref = (name: string): DemoRef => ({ absFile: path.join(site, name), chunkName: `demo-${name}`, kind: 'material', library: 'material-ui' });
const renderLocally = (name: string) => renderDemoModule(ref(name), bundled.get(path.join(site, name))!.module, { root: site, theme });
const renderThere = (name: string) => threads.renderModule(ref(name), bundled.get(path.join(site, name))!.module);

beforeAll(async () => {
  site = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-demo-threads-')));
  fs.writeFileSync(path.join(site, 'package.json'), '{ "name": "fixture-site" }\n');
  for (const [name, source] of Object.entries(DEMOS)) fs.writeFileSync(path.join(site, name), source);
  bundled = await bundleDemoModules(Object.keys(DEMOS).map((name) => path.join(site, name)), site);
  pool = await renderWorkerPool();
  renderedHere = [];
  threads = demoRenderThreads(pool.start(), site, (here, module) => {
    renderedHere.push(path.basename(here.absFile));
    return renderDemoModule(here, module, { root: site, theme });
  });
});

afterAll(async () => {
  threads?.release();
  await pool?.close();
  fs.rmSync(site, { recursive: true, force: true });
});

describe('demo renders spread over the render workers', () => {
  it('gives the HTML and styles the build thread gives', async () => {
    const [buttons, chip] = await Promise.all([renderThere('Buttons.tsx'), renderThere('Chip.tsx')]);
    // With a worker (two cores or more), both fit in it: neither was rendered here.
    expect(renderedHere).toEqual(threads.capacity >= 2 ? [] : ['Buttons.tsx', 'Chip.tsx']);
    expect(buttons.html).toContain('Save');
    expect(buttons).toEqual(await renderLocally('Buttons.tsx'));
    expect(chip).toEqual(await renderLocally('Chip.tsx'));
  });

  it("reports a demo's render error as a content error naming its file, wherever it was rendered", async () => {
    const error = await renderThere('Throws.tsx').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentErrors);
    expect((error as ContentErrors).errors[0]).toMatchObject({ file: 'Throws.tsx', message: expect.stringContaining('no data for the chart') });
  });

  it('renders in this thread what finds no worker with room for it', async () => {
    renderedHere.length = 0;
    const names = Array.from({ length: threads.capacity + 2 }, (_, i) => (i % 2 ? 'Chip.tsx' : 'Buttons.tsx'));
    const renders = await Promise.all(names.map(renderThere));
    expect(renders.map((render) => render.html)).toEqual(await Promise.all(names.map(async (name) => (await renderLocally(name)).html)));
    expect(renderedHere.length).toBeGreaterThanOrEqual(2);
  });
});
