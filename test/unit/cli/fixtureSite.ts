/** A small but complete site in a temporary folder, for driving the real CLI; each test breaks one thing. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export const FIXTURE_FILES: Record<string, string> = {
  'site.config.ts': `export default {
  title: 'Fixture docs',
  siteUrl: 'https://docs.example.com',
  languages: ['en'],
  products: [{ id: 'guide', name: 'Guide', versions: [{ text: '1.0.0', href: '/guide/intro/', current: true }] }],
  ads: { enabled: false },
  feedback: { enabled: false, endpoint: '/api/feedback' },
};
`,
  'nav/guide.ts': `export default [
  { pathname: '/guide/start-group', title: 'Start', children: [{ pathname: '/guide/intro' }, { pathname: '/guide/usage', newFeature: true }] },
];
`,
  'pages/index.md': '---\ntitle: Fixture docs\ndescription: The home page.\nlayout: home\n---\n\nWelcome. Read the [intro](/guide/intro/).\n',
  'pages/guide/intro/index.md': '---\ntitle: Intro\ndescription: Where to start.\n---\n\nStart here, then read [usage](../usage/index.md#first-steps).\n\n## Setup\n\nInstall it.\n',
  'pages/guide/usage/index.md': '---\ntitle: Usage\ndescription: How to use it.\n---\n\nUse it well.\n\n## First steps\n\n```ts\nconst answer: number = 42;\n```\n',
};

/** Writes the fixture (with `changes` applied; a null value deletes the file) to a new temporary folder. */
export function writeFixture(changes: Record<string, string | Uint8Array | null> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-fixture-'));
  for (const [file, content] of Object.entries({ ...FIXTURE_FILES, ...changes })) {
    if (content === null) continue;
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

/** Runs `docsgen <args>` in `cwd` and returns its exit code and output. */
export function runCli(args: string[], cwd: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'bin/docsgen.mjs'), ...args], { cwd, encoding: 'utf8', timeout: 120_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
