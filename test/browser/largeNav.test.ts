/**
 * A large nav sent in parts, in Chromium: a generated site whose nav is above its config's threshold, built under a
 * base path. Each page shows its own branch; other groups open by click or keyboard and load their links; without
 * JavaScript a collapsed group still leads to its first page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.ts';
import { useChromium } from './browser.ts';
import { startServer } from './globalSetup.ts';
import { runCli } from '../unit/cli/fixtureSite.ts';

const GROUPS = 12;
const PAGES_PER_GROUP = 8;
const BASE = '/docs/';
/** runtime/constants.ts DIRECTION_STORAGE_KEY. */
const DIRECTION_KEY = 'mui-direction';

const chromium = useChromium();
let root: string;
let served: string;
let server: { url: string; child: ChildProcess };

const group = (g: number) => `/kit/group-${g}`;
const pagePath = (g: number, p: number) => `${group(g)}/page-${p}`;

/** A site of GROUPS groups of pages and a section; the third group also holds a nested group of three pages. Its nav is sent in parts above 40 links. */
function writeLargeSite(): string {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-large-nav-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), content);
  };
  write(
    'site.config.ts',
    `export default {
  title: 'Large kit',
  siteUrl: 'https://docs.example.com/docs/',
  languages: ['en'],
  products: [{ id: 'kit', name: 'Kit', versions: [{ text: '1.0.0', href: '/kit/group-1/page-1/', current: true }] }],
  navCollapseAbove: 40,
  ads: { enabled: false },
  feedback: { enabled: false, endpoint: '/api/feedback' },
};
`,
  );
  interface Entry {
    pathname: string;
    title?: string;
    subheader?: string;
    children?: Entry[];
  }
  const nav: Entry[] = Array.from({ length: GROUPS }, (_, i) => {
    const g = i + 1;
    const pages = Array.from({ length: PAGES_PER_GROUP }, (_, p) => ({ pathname: pagePath(g, p + 1) }));
    const nested = g === 3 ? [{ pathname: `${group(g)}/advanced`, title: 'Advanced', children: [1, 2, 3].map((n) => ({ pathname: `${group(g)}/advanced/topic-${n}` })) }] : [];
    return { pathname: group(g), title: `Group ${g}`, children: [...pages, ...nested] };
  });
  // A section under a subheader, as MUI's navs and generated ones group pages.
  nav.push({ pathname: '/kit/recipes', subheader: 'recipes', children: [1, 2, 3].map((n) => ({ pathname: `/kit/recipes/recipe-${n}` })) });
  write('nav/kit.ts', `export default ${JSON.stringify(nav, null, 2)};\n`);
  write('pages/index.md', '---\ntitle: Large kit\ndescription: Home.\nlayout: home\n---\n\nWelcome.\n');
  for (const entry of nav) {
    for (const child of entry.children ?? []) {
      const leaves = child.children ?? [child];
      for (const leaf of leaves) {
        const title = leaf.pathname.split('/').slice(2).join(' ');
        write(`pages${leaf.pathname}/index.md`, `---\ntitle: ${title}\ndescription: The page ${title}.\n---\n\nAbout ${title}.\n`);
      }
    }
  }
  return site;
}

beforeAll(async () => {
  root = writeLargeSite();
  // Served from a folder whose `docs/` holds the build, as a host serves a site built for a base path.
  served = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-large-nav-out-'));
  const built = runCli(['build', root, '--out', path.join(served, 'docs'), '--base', BASE], os.tmpdir());
  if (built.status !== 0) throw new Error(`the generated site did not build:\n${built.stdout}\n${built.stderr}`);
  server = await startServer(['--out', served], root);
}, 240_000);
afterAll(() => {
  server?.child.kill();
  for (const folder of [root, served]) if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

/** The expanded state Chromium's accessibility tree gives the group heading named `name` (what a screen reader announces). */
async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
  await cdp.detach();
  const heading = nodes.find((node) => node.name?.value === name && node.properties?.some((property) => property.name === 'expanded'));
  return heading?.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined;
}

interface AxNode {
  name?: { value: string };
  properties?: { name: string; value: { value: unknown } }[];
}

const groupDetails = (page: Page, g: number) => page.locator(`#app-nav details[data-nav-group="${group(g)}"]`);
const groupLinks = (page: Page, g: number) => groupDetails(page, g).locator(':scope > .nav-list > .nav-item > a');

describe('a large nav', () => {
  it("shows the current page's branch, the other groups collapsed to their first link, and loads a group on click", async () => {
    const { page, problems } = await chromium.open({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}${BASE}kit/group-5/page-3/`);
    const active = page.locator('#app-nav [aria-current="page"]');
    await expect(active.getAttribute('href')).resolves.toBe(`${BASE}kit/group-5/page-3/`);
    await expect(active.isVisible()).resolves.toBe(true);
    await expect(groupDetails(page, 5).getAttribute('open')).resolves.toBe('');
    await expect(groupLinks(page, 5).count()).resolves.toBe(PAGES_PER_GROUP);
    // The other groups, and the section.
    await expect(page.locator('#app-nav details[data-nav-fragment]').count()).resolves.toBe(GROUPS - 1 + 1);
    await expect(groupLinks(page, 8).count()).resolves.toBe(1);

    await groupDetails(page, 8).locator('summary').click();
    await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 8, `#app-nav details[data-nav-group="${group(8)}"] > .nav-list > .nav-item > a`);
    const hrefs = await groupLinks(page, 8).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(Array.from({ length: PAGES_PER_GROUP }, (_, p) => `${BASE}kit/group-8/page-${p + 1}/`));
    await expect(groupDetails(page, 8).getAttribute('data-nav-fragment')).resolves.toBe(null);
    const fragmentUrl = await groupDetails(page, 9).getAttribute('data-nav-fragment');
    expect(fragmentUrl).toMatch(new RegExp(`^${BASE}assets/nav-[0-9a-f]{8}\\.html$`));
    await expect(groupLinks(page, 8).nth(4).isVisible()).resolves.toBe(true);

    await groupLinks(page, 8).nth(4).click();
    await page.waitForURL(`**${BASE}kit/group-8/page-5/`);
    await expect(page.locator('#app-nav [aria-current="page"]').getAttribute('href')).resolves.toBe(`${BASE}kit/group-8/page-5/`);
    await expect(groupDetails(page, 8).getAttribute('open')).resolves.toBe('');
    await expect(groupDetails(page, 5).getAttribute('data-nav-fragment')).resolves.not.toBe(null);
    expect(problems).toEqual([]);
  });

  it('opens a group from the keyboard, keeping focus on its heading and telling assistive technology it is expanded', async () => {
    const { page, problems } = await chromium.open({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}${BASE}kit/group-1/page-1/`);
    const summary = groupDetails(page, 2).locator('summary');
    await summary.focus();
    await expect(expandedState(page, 'Group 2')).resolves.toBe(false);
    await page.keyboard.press('Enter');
    await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 8, `#app-nav details[data-nav-group="${group(2)}"] > .nav-list > .nav-item > a`);
    await expect(summary.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(expandedState(page, 'Group 2')).resolves.toBe(true);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    // Tab goes on into the links just loaded.
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('href'))).resolves.toBe(`${BASE}kit/group-2/page-1/`);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${BASE}kit/group-2/page-1/`);
    expect(problems).toEqual([]);
  });

  it('loads a nested group from the fragment of its parent', async () => {
    const { page, problems } = await chromium.open({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}${BASE}kit/group-1/page-1/`);
    await groupDetails(page, 3).locator('summary').click();
    const advanced = page.locator(`#app-nav details[data-nav-group="${group(3)}/advanced"]`);
    await advanced.waitFor();
    await expect(advanced.getAttribute('data-nav-fragment')).resolves.not.toBe(null);
    await advanced.locator('summary').click();
    await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 3, `#app-nav details[data-nav-group="${group(3)}/advanced"] > .nav-list a`);
    await advanced.locator(`a[href="${BASE}kit/group-3/advanced/topic-2/"]`).click();
    await page.waitForURL(`**${BASE}kit/group-3/advanced/topic-2/`);
    // The page of a nested group has its whole branch open.
    await expect(groupDetails(page, 3).getAttribute('open')).resolves.toBe('');
    await expect(page.locator(`#app-nav details[data-nav-group="${group(3)}/advanced"]`).getAttribute('open')).resolves.toBe('');
    await expect(page.locator('#app-nav [aria-current="page"]').isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it('collapses a section under a subheader like a group, and opens it on its own pages', async () => {
    const { page, problems } = await chromium.open({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}${BASE}kit/group-1/page-1/`);
    const recipes = page.locator('#app-nav details[data-nav-group="/kit/recipes"]');
    await expect(recipes.getAttribute('data-nav-fragment')).resolves.not.toBe(null);
    await recipes.locator('summary').click();
    await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 3, '#app-nav details[data-nav-group="/kit/recipes"] > .nav-list a');
    await recipes.locator(`a[href="${BASE}kit/recipes/recipe-3/"]`).click();
    await page.waitForURL(`**${BASE}kit/recipes/recipe-3/`);
    await expect(page.locator('#app-nav details[data-nav-group="/kit/recipes"]').getAttribute('open')).resolves.toBe('');
    await expect(page.locator('#app-nav [aria-current="page"]').getAttribute('href')).resolves.toBe(`${BASE}kit/recipes/recipe-3/`);
    expect(problems).toEqual([]);
  });

  it("without JavaScript, a collapsed group's heading opens on its first page's link", async () => {
    const { page } = await chromium.open({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
    await page.goto(`${server.url}${BASE}kit/group-1/page-1/`);
    await groupDetails(page, 6).locator('summary').click();
    const first = groupLinks(page, 6).first();
    await expect(first.isVisible()).resolves.toBe(true);
    await first.click();
    await page.waitForURL(`**${BASE}kit/group-6/page-1/`);
    await expect(groupLinks(page, 6).count()).resolves.toBe(PAGES_PER_GROUP);
  });

  it('works in the 375 px drawer, dark and right to left', async () => {
    const { page, problems } = await chromium.open({ viewport: { width: 375, height: 740 }, colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.goto(`${server.url}${BASE}kit/group-10/page-8/`);
    await page.evaluate((key) => localStorage.setItem(key, 'rtl'), DIRECTION_KEY);
    await page.reload();
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    await page.locator('[data-nav-open]').click();
    const active = page.locator('#app-nav [aria-current="page"]');
    await expect(active.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await groupDetails(page, 11).locator('summary').click();
    await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 8, `#app-nav details[data-nav-group="${group(11)}"] > .nav-list > .nav-item > a`);
    const link = groupLinks(page, 11).nth(2);
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await link.click();
    await page.waitForURL(`**${BASE}kit/group-11/page-3/`);
    expect(problems).toEqual([]);
  });
});
