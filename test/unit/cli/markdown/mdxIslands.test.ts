/** MDX islands: the compiled page's island markup and server HTML, the islands found for the bundle, and every misuse at its line. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { contentErrorsIn } from '../../../../cli/errors.ts';
import { collectMdxIslands } from '../../../../cli/markdown/collectMdxIslands.ts';
import { renderMdx } from '../../../../cli/markdown/mdx.ts';
import { islandKey } from '../../../../cli/markdown/mdxIslands.ts';
import { serialiseIslandProps } from '../../../../cli/markdown/islandProps.ts';
import type { SourcePage } from '../../../../cli/model.ts';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-mdx-islands-'));
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));
fs.mkdirSync(path.join(site, 'pages'));
fs.writeFileSync(
  path.join(site, 'pages/Counter.tsx'),
  `import * as React from 'react';
export default function Counter({ start, label }: { start: number; label: string }) {
  const [count, setCount] = React.useState(start);
  return <button type="button" id={React.useId()} onClick={() => setCount(count + 1)}>{label} {count}</button>;
}
export function Badge({ text }: { text: string }) { return <em>{text}</em>; }
`,
);

const absFile = path.join(site, 'pages/guide.mdx');
const chunks = new Map([
  [islandKey(absFile, 'Counter'), { src: '/assets/island-guide-Counter-X.js', imports: ['./chunks/react-Y.js'] }],
  [islandKey(absFile, 'Badge'), { src: '/assets/island-guide-Badge-Z.js', imports: [] }],
]);
const header = "import Counter, { Badge } from './Counter.tsx';\n\n";

async function renderPage(body: string) {
  const rendered = await renderMdx(body, { file: 'pages/guide.mdx', absFile, bodyLine: 4, routeOfFile: () => undefined, islands: chunks, withBase: (url) => `/docs${url}` });
  return renderToStaticMarkup(rendered.content);
}

async function errorsOf(body: string): Promise<string[]> {
  const failure = await renderPage(body).then(() => null, (error: unknown) => error);
  return (contentErrorsIn(failure) ?? []).map((error) => error.format());
}

describe('an MDX island', () => {
  it('renders its component on the server inside an island element naming its chunk, hydration, props and id prefix', async () => {
    const html = await renderPage(`${header}<Counter client:load start={2} label="Clicks" />\n\nText with <Badge client:idle text="new" /> inline.\n`);
    const island = /<docsgen-island data-island="mdx" data-hydrate="load" data-island-src="\/docs\/assets\/island-guide-Counter-X\.js" data-island-prefetch="\.\/chunks\/react-Y\.js" data-props="\{&quot;start&quot;:2,&quot;label&quot;:&quot;Clicks&quot;\}" data-id-prefix="(mdx[A-Za-z0-9]+-)"><button type="button" id="_\1[^"]*">Clicks<!-- --> <!-- -->2<\/button><\/docsgen-island>/.exec(html);
    expect(island, html).not.toBeNull();
    expect(html).toMatch(/<p>Text with <docsgen-island data-island="mdx" data-hydrate="idle" data-island-src="\/docs\/assets\/island-guide-Badge-Z\.js" data-props="\{&quot;text&quot;:&quot;new&quot;\}" data-id-prefix="mdx[A-Za-z0-9]+-"><em>new<\/em><\/docsgen-island> inline\.<\/p>/);
  });

  it('gives two islands of one page different id prefixes', async () => {
    const html = await renderPage(`${header}<Counter client:visible start={1} label="A" />\n\n<Counter client:intent start={1} label="B" />\n`);
    const prefixes = [...html.matchAll(/data-id-prefix="([^"]+)"/g)].map((match) => match[1]);
    expect(prefixes).toHaveLength(2);
    expect(new Set(prefixes).size).toBe(2);
    expect(html).toContain('data-hydrate="visible"');
    expect(html).toContain('data-hydrate="intent"');
  });

  it('leaves a component without a directive static: its HTML and no island', async () => {
    const html = await renderPage(`${header}<Counter start={3} label="Static" />\n`);
    expect(html).toMatch(/^<button type="button" id="[^"]+">Static 3<\/button>$/);
    expect(html).not.toContain('data-island');
  });

  it('reports every misuse of a directive at its line, all at once', async () => {
    const errors = await errorsOf(
      `${header}<Counter client:hover start={1} label="x" />\n\n<Counter client:load start={1} label="x">child</Counter>\n\n<Counter client:load start={1} label={() => 'x'} />\n\n<Missing client:load />\n`,
    );
    expect(errors).toEqual([
      'pages/guide.mdx:6:1: <Counter> takes one of client:load, client:idle, client:visible, client:intent; it has client:hover',
      'pages/guide.mdx:8:1: <Counter client:load>: an island takes no children (its HTML is hydrated from its props alone); pass the content as a prop',
      expect.stringMatching(/^pages\/guide\.mdx:10:\d+: <Counter client:load>: prop "label" is a function, which cannot be sent to the browser/),
      "pages/guide.mdx:12:1: <Missing client:load>: an island must be a component this page imports by name (import Missing from './Missing.tsx')",
    ]);
  });

  it('refuses a prop JSON cannot carry, at the island line', async () => {
    const errors = await errorsOf(`${header}Before.\n\n<Counter client:load start={new Date(0)} label="x" />\n`);
    expect(errors).toEqual([
      'pages/guide.mdx:8:1: <Counter client:load>: prop "start" is a Date, not a plain object; an island\'s props must be JSON (strings, finite numbers, booleans, null, arrays, plain objects)',
    ]);
  });
});

describe('island props', () => {
  it('serialise plain data and name the first value JSON would change', () => {
    expect(serialiseIslandProps({ a: 1, b: [true, null, 'x'], c: { d: { e: 2 } }, skipped: undefined })).toEqual({ json: '{"a":1,"b":[true,null,"x"],"c":{"d":{"e":2}}}' });
    expect(serialiseIslandProps({ items: [1, { n: Number.NaN }] })).toEqual({ problem: 'prop "items[1].n" is NaN, which JSON turns into null' });
    expect(serialiseIslandProps({ map: new Map() })).toEqual({ problem: 'prop "map" is a Map, not a plain object' });
    expect(serialiseIslandProps({ big: 1n })).toEqual({ problem: 'prop "big" is a bigint' });
  });
});

describe('islands found for the bundle', () => {
  const page = (body: string): SourcePage => ({ route: '/guide/', file: 'pages/guide.mdx', absFile, frontMatter: { title: 'Guide' }, body, bodyLine: 4 });

  it('lists each island component of each MDX page once, with its import', async () => {
    const refs = await collectMdxIslands([page(`${header}<Counter client:load start={1} label="a" />\n<Counter client:idle start={2} label="b" />\n\n<Badge client:visible text="c" />\n`)]);
    expect(refs).toEqual([
      { key: islandKey(absFile, 'Counter'), chunkName: 'island-guide-Counter', resolveDir: path.dirname(absFile), absFile, specifier: './Counter.tsx', imported: 'default', line: 4, column: 1 },
      { key: islandKey(absFile, 'Badge'), chunkName: 'island-guide-Badge', resolveDir: path.dirname(absFile), absFile, specifier: './Counter.tsx', imported: 'Badge', line: 4, column: 1 },
    ]);
  });

  it('fails on a misused directive with its file and line before anything is bundled', async () => {
    let failure: unknown;
    try {
      await collectMdxIslands([page(`${header}<Nowhere client:load />\n`)]);
    } catch (error) {
      failure = error;
    }
    expect(contentErrorsIn(failure)?.map((error) => error.format())).toEqual([
      "pages/guide.mdx:6:1: <Nowhere client:load>: an island must be a component this page imports by name (import Nowhere from './Nowhere.tsx')",
    ]);
  });
});
