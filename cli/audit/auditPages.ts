/**
 * Every built page visited in headless Chromium, a few at once (a small pool of tabs in one browser context, which
 * shares the HTTP cache the way a reader's tabs do), served by docsgen's own server. A page whose HTML is unchanged
 * since an earlier audit with the same settings is not visited again: its visit is read from the audit's cache.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { routeToOutputPath } from '../../runtime/routes.ts';
import { createDocsServer } from '../server/createServer.ts';
import { builtRoutes } from '../server/builtRoutes.ts';
import { digest } from '../cache/digest.ts';
import { docsgenFingerprint } from '../cache/docsgenFingerprint.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, type AuditTools } from './auditTools.ts';
import type { JsonCache } from './auditCache.ts';
import type { Finding } from './findings.ts';
import { demoChunkOfIsland, type SiteSources } from './siteSources.ts';
import { visitPage, type PageVisit } from './visitPage.ts';

/** The version of what a cached visit holds; raised when a visit records something new. */
const VISIT_FORMAT = 'audit-visit-1';
const PAGE_TIMEOUT_MS = 30_000;


export interface PageAuditInput {
  outDir: string;
  sources: SiteSources;
  tools: AuditTools;
  cache: JsonCache | null;
  wholePage: boolean;
  /** Called after each page, visited or read from the cache. */
  onProgress(done: number, total: number): void;
}

export interface AuditedPage extends PageVisit {
  route: string;
  file: string;
  fromCache: boolean;
}

/** Routes to audit: every built page but the redirects (a page whose only work is to send the reader elsewhere). */
function auditedRoutes(outDir: string): string[] {
  return [...builtRoutes(outDir)]
    .filter((route) => !/<meta\s+http-equiv="refresh"/i.test(fs.readFileSync(path.join(outDir, routeToOutputPath(route)), 'utf8').slice(0, 4096)))
    .sort();
}

/** How many tabs visit pages at once: one more than the cores, as a tab spends part of its time waiting. */
function poolSize(): number {
  return Math.min(6, os.availableParallelism() + 1);
}

export async function auditPages(input: PageAuditInput): Promise<AuditedPage[]> {
  const { outDir, sources, cache } = input;
  const routes = auditedRoutes(outDir);
  const fingerprint = digest(VISIT_FORMAT, docsgenFingerprint(), digest(input.tools.axeSource), String(input.wholePage));
  const keyOf = (route: string) => digest(fingerprint, route, sources.pageFiles.get(route) ?? '', fs.readFileSync(path.join(outDir, routeToOutputPath(route))));
  const results: AuditedPage[] = [];
  const pending: { route: string; key: string }[] = [];
  for (const route of routes) {
    const key = keyOf(route);
    const cached = cache?.read<AuditedPage>(key);
    if (cached) results.push({ ...cached, fromCache: true });
    else pending.push({ route, key });
  }
  input.onProgress(results.length, routes.length);
  if (!pending.length) return results;

  const server = createDocsServer({ outDir, log: () => {} });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, resolve);
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let browser: Browser | undefined;
  try {
    browser = await input.tools.chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    const queue = [...pending];
    const worker = async () => {
      const page = await context.newPage();
      page.setDefaultTimeout(PAGE_TIMEOUT_MS);
      for (let next = queue.shift(); next; next = queue.shift()) {
        const audited = await auditOnePage(page, baseUrl, next.route, input);
        results.push(audited);
        if (audited.complete) cache?.write(next.key, { ...audited, complete: undefined, fromCache: undefined });
        input.onProgress(results.length, routes.length);
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: Math.min(poolSize(), pending.length) }, worker));
  } finally {
    await browser?.close();
    server.close();
    server.closeAllConnections();
  }
  cache?.evict();
  return results.sort((a, b) => a.route.localeCompare(b.route));
}

/** One page's visit; a page the audit could not finish is a finding of its own, and is not cached. */
async function auditOnePage(page: Page, baseUrl: string, route: string, input: PageAuditInput): Promise<AuditedPage & { complete: boolean }> {
  const file = input.sources.pageFiles.get(route) ?? `(generated page ${route})`;
  try {
    const visit = await visitPage(page, {
      url: `${baseUrl}${route}`,
      route,
      pageFile: file,
      demoFile: (src) => input.sources.demos.get(demoChunkOfIsland(src))?.file,
      axeSource: input.tools.axeSource,
      wholePage: input.wholePage,
    });
    return { route, file, ...visit, fromCache: false, complete: true };
  } catch (error) {
    const finding: Finding = { kind: 'exception', page: route, file, message: `the audit could not finish the page: ${(error as Error).message.split('\n')[0]}` };
    return { route, file, findings: [finding], scriptsBeforeInteraction: [], demos: [], fromCache: false, complete: false };
  }
}
