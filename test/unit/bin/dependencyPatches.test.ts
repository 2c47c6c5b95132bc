import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript run before any TypeScript loader, without declarations
import { bundledDependenciesPlugin } from '../../../bin/bundledDependencies.mjs';
// @ts-expect-error: as above
import { DEPENDENCY_PATCHES, applyPatch } from '../../../bin/dependencyPatches.mjs';

interface Patch {
  package: string;
  file: string;
  find: string;
  replace: string;
  importers: string[];
}

const root = path.resolve(fileURLToPath(import.meta.url), '../../../..');
const patches = DEPENDENCY_PATCHES as Patch[];

describe('dependency patches', () => {
  it.each(patches.map((patch) => [`${patch.package}/${patch.file}`, patch] as const))(
    'still applies to the installed %s (a dependency update that changed it would silently lose the speed-up)',
    (_, patch) => {
      const source = fs.readFileSync(path.join(root, 'node_modules', patch.package, patch.file), 'utf8');
      const patched = applyPatch(patch, source);
      expect(patched).not.toBeNull();
      expect(patched).toContain(patch.replace);
    },
  );

  it('leaves a file whose text is missing or ambiguous as published', () => {
    const patch = { ...patches[0], find: 'needle', replace: 'pin' };
    expect(applyPatch(patch, 'hay needle hay')).toBe('hay pin hay');
    expect(applyPatch(patch, 'hay hay')).toBeNull();
    expect(applyPatch(patch, 'needle and needle')).toBeNull();
  });
});

describe('the patch of micromark’s document tokenizer', () => {
  const bundled = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-patched-'));
  afterAll(() => fs.rmSync(bundled, { recursive: true, force: true }));

  /** mdast-util-from-markdown with GFM, bundled with docsgen's patches or as published. */
  async function markdownParser(patched: boolean): Promise<(markdown: string) => unknown> {
    const outfile = path.join(bundled, `${patched ? 'patched' : 'published'}.mjs`);
    await esbuild.build({
      stdin: { contents: "export { fromMarkdown } from 'mdast-util-from-markdown';\nexport { gfm } from 'micromark-extension-gfm';\nexport { gfmFromMarkdown } from 'mdast-util-gfm';", resolveDir: root, loader: 'js' },
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile,
      logLevel: 'silent',
      plugins: patched ? [bundledDependenciesPlugin()] : [],
    });
    const parser = await import(pathToFileURL(outfile).href);
    return (markdown) => parser.fromMarkdown(markdown, { extensions: [parser.gfm()], mdastExtensions: [parser.gfmFromMarkdown()] });
  }

  it('gives the trees the published tokenizer gives, on the bundled pages and on generated containers', { timeout: 60_000 }, async () => {
    const [patched, published] = await Promise.all([markdownParser(true), markdownParser(false)]);
    const pagesDir = path.join(root, 'content/pages');
    for (const name of fs.readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'))) {
      const markdown = fs.readFileSync(path.join(pagesDir, name), 'utf8');
      expect(patched(markdown), name).toEqual(published(markdown));
    }
    const piece = fc.constantFrom('> ', '- ', '-', '1. ', '2)', '  ', '    - ', '\t', '* ', '[^a]: ', 'x', '```', '<div>', '---', '| a |', '\n', 'lazy');
    const page = fc.array(fc.array(piece, { maxLength: 10 }).map((pieces) => pieces.join('')), { maxLength: 30 }).map((lines) => lines.join('\n'));
    fc.assert(
      fc.property(page, (markdown) => {
        expect(patched(markdown)).toEqual(published(markdown));
      }),
      { numRuns: 1000, seed: 40 },
    );
  });
});
