/** Every kind of content error carries its file and line (and column where there is one): one row per kind. */
import fs from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { contentErrorsIn } from '../../../cli/errors.ts';
import { generate } from '../../../cli/build/steps/generate.ts';
import { load } from '../../../cli/build/steps/load.ts';
import { runCli, writeFixture } from './fixtureSite.ts';

vi.setConfig({ testTimeout: 120_000 });

const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

/** The formatted errors of loading the fixture with `changes` and checking its navigation against its pages (the config is named from the working folder, so only its name's end is compared). */
async function loadErrors(changes: Record<string, string | Buffer | null>): Promise<string[]> {
  const root = writeFixture(changes);
  roots.push(root);
  try {
    await generate({ loaded: await load(root), base: '/' });
  } catch (error) {
    const errors = contentErrorsIn(error);
    if (!errors) throw error;
    return errors.map((e) => e.format());
  }
  throw new Error('expected the site to fail to load');
}

const navWith = (entries: string) => `export default [\n${entries}\n];\n`;

interface Row {
  kind: string;
  changes: Record<string, string | Buffer | null>;
  expected: RegExp;
}

describe.each<Row>([
  {
    kind: 'a page that is not UTF-8',
    changes: { 'pages/guide/intro/index.md': Buffer.concat([Buffer.from('---\ntitle: Intro\n---\n\nCaf'), Buffer.from([0xe9, 0x0a])]) },
    expected: /^pages\/guide\/intro\/index\.md:5:4: not valid UTF-8 \(byte 0xe9\)/,
  },
  {
    kind: 'a binary file named .md',
    changes: { 'pages/guide/intro/index.md': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]) },
    expected: /^pages\/guide\/intro\/index\.md:1:5: contains a NUL byte/,
  },
  {
    kind: 'malformed front matter',
    changes: { 'pages/guide/intro/index.md': '---\ntitle: Intro\ndescription: [unclosed\n---\n\nBody.\n' },
    expected: /^pages\/guide\/intro\/index\.md:3(:\d+)?: /,
  },
  {
    kind: 'a duplicated nav pathname',
    changes: { 'nav/guide.ts': navWith("  { pathname: '/guide/intro' },\n  { pathname: '/guide/usage' },\n  { pathname: '/guide/intro' },") },
    expected: /^nav\/guide\.ts:4:5: Duplicated pathname \/guide\/intro/,
  },
  {
    kind: 'a nav entry without a page',
    changes: { 'nav/guide.ts': navWith("  { pathname: '/guide/intro' },\n  { pathname: '/guide/usage', children: [\n    { pathname: '/guide/missing' },\n  ] },") },
    expected: /^nav\/guide\.ts:4:7: entry \[1\]\.children\[0\] \(\/guide\/missing\) points to \/guide\/missing\/, which has no page/,
  },
  {
    kind: 'a nav entry of the wrong shape',
    changes: { 'nav/guide.ts': navWith("  { pathname: '/guide/intro' },\n  { pathname: '/guide/usage', title: 42 },") },
    expected: /^nav\/guide\.ts:3:5: entry \[1\] \(\/guide\/usage\) has a title of type number/,
  },
  {
    kind: 'an unknown config key',
    changes: {
      'site.config.ts': "export default {\n  title: 'Fixture docs',\n  siteUrl: 'https://docs.example.com',\n    colour: 'blue',\n  languages: ['en'],\n  products: [],\n  ads: { enabled: false },\n};\n",
      'nav/guide.ts': null,
    },
    expected: /(^|\/)site\.config\.ts:4:5: unknown key "colour"/,
  },
])('$kind', ({ changes, expected }) => {
  it(`is reported at ${expected.source.replace(/^\^|^\(\^\|\\\/\)/, '').split(': ')[0].replace(/\\/g, '')}`, async () => {
    expect(await loadErrors(changes)).toEqual([expect.stringMatching(expected)]);
  });
});

describe('a demo that throws while rendering', () => {
  it('is reported at the line that threw, with the page that shows it', () => {
    const root = writeFixture({
      'pages/guide/usage/index.md': '---\ntitle: Usage\n---\n\nUse it.\n\n## First steps\n\n{{"demo": "Throws.tsx"}}\n',
      'pages/guide/usage/Throws.tsx': "export default function Throws() {\n  const items = undefined;\n  throw new Error(`no items: ${items}`);\n}\n",
    });
    roots.push(root);
    const { status, stderr } = runCli(['build', '--out', 'dist'], root);
    expect(status).toBe(1);
    expect(stderr).toMatch(
      /pages\/guide\/usage\/Throws\.tsx:3:\d+: the demo failed to render on the server: no items: undefined \(shown on pages\/guide\/usage\/index\.md:9\)/,
    );
  });
});
