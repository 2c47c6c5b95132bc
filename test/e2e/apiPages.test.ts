/**
 * API pages of a library of the site's own, from the packed docsgen in a fresh project: a package with type
 * declarations (two components, one extending the other, and a hook) installed beside docsgen gets a page per
 * component and hook, listed in the nav and the search index, and a Markdown and an MDX page each embed a props table.
 * The time from `npm install` to the built site is reported.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { LIBRARY_DECLARATIONS } from '../unit/cli/api/libraryFixture.ts';
import { docsgenOk } from './docsgenCommand.ts';

const projectDir = inject('projectDir');
const workDir = inject('e2eWorkDir');
const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The library's runtime: what its demos render. */
const LIBRARY_RUNTIME = `import * as React from 'react';
export function Button({ children, size = 'medium', onClick }) {
  return React.createElement('button', { 'data-size': size, onClick }, children);
}
export const FancyButton = React.forwardRef(function FancyButton({ glow = 'gold', tooltip, ...props }, ref) {
  return React.createElement('span', { ref, title: tooltip, style: { boxShadow: '0 0 8px ' + glow } }, React.createElement(Button, props));
});
export const fancyButtonClasses = { root: 'FancyButton-root', glowing: 'FancyButton-glowing' };
export function useToggle({ initial = false } = {}) {
  const [on, setOn] = React.useState(initial);
  return { on, toggle: () => setOn((value) => !value) };
}
`;

const SITE_FILES: Record<string, string> = {
  'site.config.ts': `import { defineConfig } from 'docsgen';

export default defineConfig({
  title: 'My UI',
  siteUrl: 'https://example.com',
  languages: ['en'],
  products: [{ id: 'docs', name: 'My UI', versions: [] }],
  api: { packages: ['my-ui'] },
});
`,
  'nav/docs.ts': `import { defineNav } from 'docsgen';

export default defineNav([
  { pathname: '/docs', title: 'Introduction' },
  { pathname: '/docs/buttons', title: 'Buttons' },
  { pathname: '/docs/reference', title: 'Reference' },
]);
`,
  'pages/docs/index.md': `---
title: Introduction
---

# Introduction

FancyButton takes these props:

{{"propsTable": "FancyButton"}}
`,
  'pages/docs/buttons.md': `---
title: Buttons
---

# Buttons

{{"demo": "FancyButtonDemo.tsx"}}
`,
  'pages/docs/reference.mdx': `---
title: Reference
---

# Reference

<PropsTable of="Button" />
`,
  'pages/docs/FancyButtonDemo.tsx': `import * as React from 'react';
import { FancyButton } from 'my-ui';

export default function FancyButtonDemo() {
  return <FancyButton tooltip="Hello" onClick={() => {}}>Glow</FancyButton>;
}
`,
};

function write(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

/** `name@version` as this repository has it installed, so npm takes it from its cache. */
function installedSpec(name: string): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
  return `${name}@${version}`;
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8');
/** The text of the page's article: tags and React's text separators removed, quotes unescaped, spaces collapsed. */
const text = (html: string) =>
  (html.match(/<article[\s\S]*<\/article>/)?.[0] ?? html)
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe('API pages of a component library installed in the project', () => {
  it('builds a page per component and hook with props, types, defaults and descriptions, and embeds props tables', () => {
    const site = path.join(workDir, 'api-project');
    execFileSync('cp', ['-al', projectDir, site]);
    write(path.join(site, 'libs/my-ui'), {
      'package.json': JSON.stringify({ name: 'my-ui', version: '1.0.0', type: 'module', main: 'index.js', types: 'index.d.ts' }),
      'index.d.ts': LIBRARY_DECLARATIONS,
      'index.js': LIBRARY_RUNTIME,
    });
    write(site, SITE_FILES);

    const started = performance.now();
    const install = spawnSync('npm', ['install', '--save-dev', '--prefer-offline', '--no-audit', '--no-fund', './libs/my-ui', installedSpec('typescript')], {
      cwd: site,
      encoding: 'utf8',
    });
    expect(install.status, install.stderr).toBe(0);
    const installedMs = performance.now() - started;
    const built = docsgenOk(['build'], site);
    const totalMs = performance.now() - started;
    expect(built.stdout).toMatch(/Built 6 pages/);

    const fancy = read(site, 'docs/api/fancy-button/index.html');
    const fancyText = text(fancy);
    expect(fancyText).toContain('A button that glows.');
    expect(fancyText).toContain("glow string 'gold' The colour of the glow.");
    expect(fancyText).toMatch(/tooltip \* required string Shown when the pointer rests on the button\./);
    expect(fancyText).toMatch(/import \{ FancyButton \} from 'my-ui' ?;/);
    expect(fancyText).toContain('glowing .FancyButton-glowing Applied while it glows.');
    // The component it extends, linked; the page whose demo imports it.
    expect(fancy.includes('Props of the <a href="/docs/api/button/">Button</a> component are also available')).toBe(true);
    expect(/<a[^>]*href="\/docs\/buttons\/"[^>]*>Buttons<\/a>/.test(fancy)).toBe(true);

    const buttonText = text(read(site, 'docs/api/button/index.html'));
    expect(buttonText).toContain("size 'small' | 'medium' | 'large' 'medium' How big the button is.");
    expect(buttonText).toContain('Deprecated Use size="small" instead.');
    expect(text(read(site, 'docs/api/use-toggle/index.html'))).toContain("initial boolean false Whether it starts on.");

    // The nav's "API" group, on every page of the product.
    const intro = read(site, 'docs/index.html');
    for (const route of ['/docs/api/button', '/docs/api/fancy-button', '/docs/api/use-toggle']) expect(intro.includes(`href="${route}/"`), route).toBe(true);
    // The embedded tables: Markdown's directive and MDX's component.
    expect(text(intro)).toContain("glow string 'gold' The colour of the glow.");
    expect(text(read(site, 'docs/reference/index.html'))).toContain("size 'small' | 'medium' | 'large' 'medium' How big the button is.");
    // Searchable like any page.
    const searchFiles = fs.readdirSync(path.join(site, 'dist/search')).map((name) => fs.readFileSync(path.join(site, 'dist/search', name), 'utf8'));
    expect(searchFiles.some((json) => json.includes('FancyButton API'))).toBe(true);

    process.stdout.write(
      `npm-install-to-API-pages: npm install of the library and typescript ${(installedMs / 1000).toFixed(1)} s + build ${((totalMs - installedMs) / 1000).toFixed(1)} s = ${(totalMs / 1000).toFixed(1)} s (docsgen, React and MUI installed before: ${(inject('installMs') / 1000).toFixed(1)} s)\n`,
    );
    fs.rmSync(site, { recursive: true, force: true });
  });
});
