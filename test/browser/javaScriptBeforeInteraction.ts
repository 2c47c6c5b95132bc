/**
 * Measures the JavaScript a page loads before any interaction: the gzipped size of every script response from
 * navigation until the load event and a quiet second after it, with the pointer never touching the page. Prefetches
 * (`<link rel="prefetch">`, fetched at idle priority into the cache and not run) are counted apart.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface JavaScriptWeight {
  /** Gzipped bytes of scripts run (entry, its imports, islands mounted on load or sight). */
  executedGzip: number;
  /** Gzipped bytes fetched by idle-time prefetch hints, kept in the cache for a first interaction. */
  prefetchedGzip: number;
  scripts: string[];
}

/** Loads `url` in `page` and sums the gzipped JavaScript it fetched without interaction. */
export async function measureJavaScriptBeforeInteraction(page: Page, url: string, quietMs = 1500): Promise<JavaScriptWeight> {
  const sizes: Promise<{ url: string; gzip: number; prefetch: boolean }>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    const isScript = /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
    if (!isScript || response.status() !== 200) return;
    const prefetch = request.resourceType() !== 'script';
    sizes.push(response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body).length, prefetch })));
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(quietMs);
  const all = await Promise.all(sizes);
  const sum = (list: typeof all) => list.reduce((total, item) => total + item.gzip, 0);
  return {
    executedGzip: sum(all.filter((item) => !item.prefetch)),
    prefetchedGzip: sum(all.filter((item) => item.prefetch)),
    scripts: all.map((item) => `${item.prefetch ? 'prefetch ' : ''}${new URL(item.url).pathname} ${item.gzip}`),
  };
}
