/**
 * A site folder in a CommonJS package scope, inside the project that installed docsgen: `.js` demos with JSX, a
 * default import of Joy's CommonJS build, a tsconfig `paths` alias, no config (its navigation and home page are
 * generated), built from the project folder with the site folder as argument.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from '../browser/browser.ts';
import { docsgen, docsgenOk, useServer } from './docsgenCommand.ts';

const projectDir = inject('projectDir');
const { open } = useChromium();
const serve = useServer();

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
}

const CJS_SITE: Record<string, string> = {
  'package.json': `${JSON.stringify({ name: 'docs-cjs', private: true })}\n`,
  'tsconfig.json': `${JSON.stringify({ compilerOptions: { baseUrl: '.', jsx: 'react', paths: { 'docs/src/*': ['./src/*'] } } })}\n`,
  'src/Caption.js': `export default function Caption({ text }) {\n  return <p className="caption">{text}</p>;\n}\n`,
  'guide/aspect-ratio.md': `# Aspect ratio\n\nA Joy component in a CommonJS site.\n\n{{"demo": "AspectRatioDemo.js"}}\n`,
  'guide/AspectRatioDemo.js': `import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Typography from '@mui/joy/Typography';
import Caption from 'docs/src/Caption';

export default function AspectRatioDemo() {
  const [ratio, setRatio] = React.useState('16/9');
  return (
    <div>
      <AspectRatio ratio={ratio} sx={{ width: 240 }}>
        <Typography level="h2">{ratio}</Typography>
      </AspectRatio>
      <button type="button" onClick={() => setRatio('4/3')}>Use 4/3</button>
      <Caption text="Joy's AspectRatio, imported by default from its CommonJS build" />
    </div>
  );
}
`,
  'reference/options.md': `# Options\n\nEvery option.\n`,
};

describe('a CommonJS-scope site with .js JSX demos, Joy default imports and a tsconfig alias', () => {
  it('builds from the project folder with the site folder as argument, and hydrates in Chromium with no console error', async () => {
    const site = path.join(projectDir, 'docs-cjs');
    writeFiles(site, CJS_SITE);
    const built = docsgenOk(['build', 'docs-cjs', '--out', 'docs-cjs-dist'], projectDir);
    expect(built.stdout).toMatch(/Built 3 pages/);
    const home = fs.readFileSync(path.join(projectDir, 'docs-cjs-dist/index.html'), 'utf8');
    // No index.md: a generated home page lists the sections, and the footer links to no page the site lacks.
    expect(home).toContain('href="/guide/aspect-ratio/"');
    expect(home).toContain('href="/reference/options/"');
    expect(home).not.toContain('href="/blog/"');
    expect(home).not.toContain('href="/versions/"');

    const url = await serve(['docs-cjs', '--out', 'docs-cjs-dist'], projectDir);
    const { page, problems } = await open();
    await page.goto(`${url}/guide/aspect-ratio/`);
    const island = page.locator('[data-island="demo"]').first();
    await expect(island.locator('.MuiAspectRatio-root').count()).resolves.toBe(1);
    await expect(island.locator('.caption').innerText()).resolves.toContain('CommonJS build');
    // Demos hydrate on intent: a pointer going down inside one.
    await island.dispatchEvent('pointerdown');
    await expect.poll(() => island.getAttribute('data-hydrated'), { timeout: 30_000 }).toBe('true');
    await island.getByRole('button', { name: 'Use 4/3' }).click();
    await expect.poll(() => island.locator('h2').innerText(), { timeout: 10_000 }).toBe('4/3');
    expect(problems).toEqual([]);
  });

  it('names the file, line and column of an import that resolves nowhere, relative to the site', () => {
    const site = path.join(projectDir, 'docs-broken');
    writeFiles(site, {
      'guide/broken.md': `# Broken\n\n{{"demo": "Broken.js"}}\n`,
      'guide/Broken.js': `import * as React from 'react';\nimport pad from 'no-such-package';\n\nexport default function Broken() {\n  return <span>{pad('x')}</span>;\n}\n`,
    });
    const result = docsgen(['build', site, '--out', path.join(projectDir, 'docs-broken-dist')], projectDir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`guide/Broken.js:2:17: cannot resolve "no-such-package" (install it in ${site}, or add an alias)`);
  });
});
