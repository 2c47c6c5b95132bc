import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { BROWSER_BUNDLE_OPTIONS } from '../../../../cli/build/bundleRuntime.ts';
import { buildSearchIndex, type SearchIndexFiles } from '../../../../cli/search/buildSearchIndex.ts';
import { SearchEngine } from '../../../../runtime/islands/search/searchEngine.ts';
import { serve, settle } from '../../search/fixtures.ts';
import { syntheticCorpus } from '../../search/syntheticCorpus.ts';

/** The budget: what the first query on the bundled site loads, gzipped. */
const FIRST_QUERY_BUDGET = 150 * 1024;
/** The always-loaded part of search, gzipped: it is in every page's runtime. */
const STARTUP_BUDGET = 2 * 1024;

const gzipSize = (content: string | Uint8Array) => gzipSync(content, { level: 9 }).length;

/** The search code as the runtime bundle ships it: the startup module, and the lazy chunk holding the rest. */
async function bundleSearch(): Promise<{ startup: number; lazy: number; startupInputs: string[] }> {
  const result = await esbuild.build({
    entryPoints: [path.resolve(import.meta.dirname, '../../../../runtime/islands/search/searchDialog.ts')],
    ...BROWSER_BUNDLE_OPTIONS,
    write: false,
    metafile: true,
    outdir: '/out',
    legalComments: 'none',
  });
  const startupFile = result.outputFiles.find((file) => file.path.endsWith('/searchDialog.js'))!;
  const lazy = result.outputFiles.filter((file) => file !== startupFile).reduce((sum, file) => sum + gzipSize(file.contents), 0);
  const [, startupMeta] = Object.entries(result.metafile.outputs).find(([key]) => key.endsWith('/searchDialog.js'))!;
  return { startup: gzipSize(startupFile.contents), lazy, startupInputs: Object.keys(startupMeta.inputs) };
}

/**
 * Bytes (gzipped) of the index files the first query loads, from the prefetch to the snippets of the hits shown:
 * on a product page, the reader's product's files; on a page outside every product, every product's.
 */
async function firstQueryBytes({ files, manifestUrl }: SearchIndexFiles, product: string | null, query: string): Promise<number> {
  const { fetcher, requests } = serve(files);
  const engine = new SearchEngine(`https://docs.test${manifestUrl}`, product, () => {}, fetcher);
  await engine.prefetch();
  let outcome = engine.search(query);
  const done = () => (product === null ? !outcome.waiting && !outcome.pending : !outcome.waiting);
  for (let round = 0; round < 30 && !done(); round++) {
    await settle();
    outcome = engine.search(query);
  }
  const answered = requests.length;
  await engine.loadTexts(outcome.hits);
  // On a product page the other products' heads start loading once it has answered: they are not this query's.
  const loaded = [...requests.slice(0, answered), ...requests.slice(answered).filter((url) => url.startsWith('/search/text-'))];
  expect(outcome.hits.length).toBeGreaterThan(0);
  return loaded.reduce((sum, url) => sum + gzipSize(files.get(url)!), 0);
}

describe('search budgets', () => {
  it('keeps the always-loaded part under 2 KB gzipped, with MiniSearch only in the lazy chunk', async () => {
    const { startup, lazy, startupInputs } = await bundleSearch();
    expect(startup).toBeLessThan(STARTUP_BUDGET);
    expect(startupInputs.some((input) => input.includes('minisearch'))).toBe(false);
    expect(lazy).toBeLessThan(12 * 1024);
  });

  it('loads under 150 KB gzipped for the first query on a 350-page site, on a product page and off one', { timeout: 60_000 }, async () => {
    const { lazy } = await bundleSearch();
    // The bundled site's density (about 190 characters per section), and two and a half times it.
    for (const sectionChars of [190, 450]) {
      const built = buildSearchIndex(syntheticCorpus({ pages: 350, sectionChars, vocabulary: 8000 }));
      for (const query of ['k', 'kalo', 'mika page']) {
        expect(lazy + (await firstQueryBytes(built, 'material-ui', query)), `${sectionChars} "${query}" on a product page`).toBeLessThan(FIRST_QUERY_BUDGET);
      }
      if (sectionChars === 190) expect(lazy + (await firstQueryBytes(built, null, 'kalo')), 'off a product page').toBeLessThan(FIRST_QUERY_BUDGET);
    }
  });
});
