/** Resolving ahead: a demo's local imports are followed at once, so their own imports join the same batch. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BatchedResolver } from '../../../../cli/site/batchedResolution.ts';
import { likelyLocalFile, moduleSpecifiers, prefetchImports } from '../../../../cli/site/siteResolution.ts';

let site: string;

beforeEach(() => {
  site = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-site-resolution-')));
});

afterEach(() => {
  fs.rmSync(site, { recursive: true, force: true });
});

function write(file: string, source: string): string {
  const absFile = path.join(site, file);
  fs.mkdirSync(path.dirname(absFile), { recursive: true });
  fs.writeFileSync(absFile, source);
  return absFile;
}

describe('likelyLocalFile', () => {
  it('finds the file as named, with an implied extension, or as a folder index', () => {
    const named = write('demos/data.json', '{}');
    const withExtension = write('demos/Chart.tsx', '');
    const index = write('demos/shared/index.ts', '');
    const dir = path.join(site, 'demos');
    expect(likelyLocalFile('./data.json', dir)).toBe(named);
    expect(likelyLocalFile('./Chart', dir)).toBe(withExtension);
    expect(likelyLocalFile('./shared', dir)).toBe(index);
    expect(likelyLocalFile('../Chart', path.join(site, 'demos', 'shared'))).toBe(withExtension);
    expect(likelyLocalFile('./Missing', dir)).toBeNull();
  });
});

describe('moduleSpecifiers', () => {
  it('finds imports, re-exports, side-effect and dynamic imports, not type-only ones', () => {
    const source = [
      "import * as React from 'react';",
      'import {',
      '  Box,',
      '  Stack,',
      "} from '@mui/material';",
      "import type { Row } from './types';",
      "export type { Column } from './columns';",
      "import './demo.css';",
      "export * from './shared';",
      "export { rows as default } from './rows';",
      "export const label = 'not a module';",
      "const Chart = React.lazy(() => import('./Chart'));",
    ].join('\n');
    expect(moduleSpecifiers(source)).toEqual(['react', '@mui/material', './demo.css', './shared', './rows', './Chart']);
  });
});

describe('prefetchImports', () => {
  it("asks for the imports of a demo's local modules at once, without waiting for any import to resolve", () => {
    const demo = write('demos/Dashboard.tsx', "import Chart from './Chart';\nimport { rows } from './shared';\nexport default function Dashboard() { return null; }\n");
    write('demos/Chart.tsx', "import Box from '@mui/material/Box';\nimport { scale } from '../lib/scale';\nexport default function Chart() { return null; }\n");
    write('demos/shared/index.ts', "export { rows } from './rows';\n");
    write('demos/shared/rows.ts', "import dayjs from 'dayjs';\nexport const rows = [dayjs()];\n");
    write('lib/scale.ts', "import { clamp } from 'lodash-es';\nexport const scale = clamp;\n");
    const asked: string[] = [];
    // A resolver whose answers never come: everything asked for was found by reading the files alone.
    const resolver: BatchedResolver = {
      resolve: () => new Promise(() => {}),
      prefetch: (specifier) => {
        asked.push(specifier);
        return new Promise(() => {});
      },
    };
    prefetchImports(resolver, [demo]);
    expect(asked).toEqual(expect.arrayContaining(['./Chart', './shared', '@mui/material/Box', '../lib/scale', 'lodash-es', './rows', 'dayjs']));
    expect(asked.filter((specifier) => specifier === 'react/jsx-runtime').length).toBe(5);
  });
});
