/** A demo's JavaScript variant: types stripped and tidied, a demo without types kept as written, cached by its source. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { frame } from '../../../../cli/cache/cacheStore.ts';
import { assertDemoCompiles, demoSource } from '../../../../cli/demos/demoSource.ts';
import { ContentError } from '../../../../cli/errors.ts';

let site: string;

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-demo-source-'));
  fs.writeFileSync(path.join(site, 'package.json'), '{ "name": "fixture-site" }\n');
});

afterEach(() => {
  fs.rmSync(site, { recursive: true, force: true });
});

function writeDemo(name: string, source: string): string {
  const file = path.join(site, name);
  fs.writeFileSync(file, source);
  return file;
}

const TYPED = `import * as React from 'react';

interface CounterProps {
  start: number;
}

export default function Counter({ start }: CounterProps) {
  const [count, setCount] = React.useState<number>(start);
  return <button onClick={() => setCount((value: number) => value + 1)}>{count}</button>;
}
`;

// Laid out as no formatter would: a demo without types keeps its author's layout in both variants.
const UNTYPED = `import * as React from 'react';

export default function Greeting() {
  return <p   className="greeting">Hello</p>;
}
`;

describe('demoSource', () => {
  it('gives the TypeScript as written and JavaScript without its types, tidied', async () => {
    const source = await demoSource(writeDemo('Counter.tsx', TYPED), site);
    expect(source.ts).toBe(TYPED.trimEnd());
    expect(source.js).not.toMatch(/interface|: number|<number>|CounterProps/);
    expect(source.js).toContain('export default function Counter({ start }) {');
    expect(source.js).toContain('React.useState(start)');
    // No blank lines left where the interface was.
    expect(source.js).not.toMatch(/\n\n\n/);
  });

  it('keeps a demo without types as written', async () => {
    const source = await demoSource(writeDemo('Greeting.tsx', UNTYPED), site);
    expect(source.js).toBe(UNTYPED.trimEnd());
    expect(source.ts).toBe(source.js);
  });

  it('reuses the JavaScript made from the same source, and makes it again for an edited one', async () => {
    const file = writeDemo('Counter.tsx', TYPED);
    const first = await demoSource(file, site);
    const cached = fs.readdirSync(path.join(site, 'node_modules', '.cache', 'docsgen', 'demo-js'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(cached).toHaveLength(1);
    // An entry is framed with its key (the file's name), as every entry of the cache folder.
    fs.writeFileSync(path.join(cached[0].parentPath, cached[0].name), frame(cached[0].name, Buffer.from('// from the cache')));
    expect((await demoSource(file, site)).js).toBe('// from the cache');
    fs.writeFileSync(file, TYPED.replace('value + 1', 'value + 2'));
    const edited = await demoSource(file, site);
    expect(edited.js).toBe(first.js.replace('value + 1', 'value + 2'));
  });
});

describe('assertDemoCompiles', () => {
  it('names the line and column of the first error', async () => {
    const error = await assertDemoCompiles('export default function Broken() {\n  const label = ;\n  return <p>{label}</p>;\n}\n', 'demos/Broken.tsx').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({ file: 'demos/Broken.tsx', position: { line: 2, column: 17 } });
    expect((error as ContentError).message).toContain('the demo does not compile');
  });
});
