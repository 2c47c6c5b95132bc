/**
 * Every page a reader can reach from a navigation tree (SPEC §2): it is served, has a title and content; component pages
 * have a live demo and a working API link; each template renders and hydrates in light and dark and its own toggle works.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openWatchedPage } from './browser.ts';
import config from '../../content/site.config.ts';
import { productHome } from '../../runtime/config.ts';

const baseUrl = inject('baseUrl');
const outDir = inject('outDir');
const TEMPLATES_GALLERY = '/material-ui/getting-started/templates/';
/** SPEC §2: the demo and template pages known by label. */
const TEMPLATE_NAMES = ['blog', 'checkout', 'dashboard', 'marketing-page', 'pricing', 'sign-in', 'sign-in-side', 'sign-up', 'sticky-footer'];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface FetchedPage {
  route: string;
  status: number;
  html: string;
}

const cache = new Map<string, Promise<FetchedPage>>();

/** GETs a route once per run. */
function fetchPage(route: string): Promise<FetchedPage> {
  let fetched = cache.get(route);
  if (!fetched) {
    fetched = fetch(`${baseUrl}${route}`).then(async (response) => ({ route, status: response.status, html: await response.text() }));
    cache.set(route, fetched);
  }
  return fetched;
}

/** Runs `task` over `items`, a few at a time. */
async function eachLimited<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/** The visible text of an HTML fragment (scripts, styles and tags removed, whitespace collapsed). */
function textOf(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, 'x')
    .replace(/\s+/g, ' ')
    .trim();
}

function mainOf(html: string): string {
  const match = html.match(/<main\b[^>]*>([\s\S]*)<\/main>/);
  return match ? match[1] : '';
}

/** Internal links of the page's navigation drawer, read in the browser from `#app-nav a.nav-link[href^="/"]`. */
async function navLinks(route: string): Promise<string[]> {
  const { page, context, problems } = await openWatchedPage(browser);
  try {
    await page.goto(`${baseUrl}${route}`);
    const hrefs = await page.$$eval('#app-nav a.nav-link[href^="/"]', (links) => links.map((link) => link.getAttribute('href')!));
    expect(problems, route).toEqual([]);
    return hrefs;
  } finally {
    await context.close();
  }
}

/** A built page of a product, for when its home page is missing: the first `index.html` under its folder. */
function anyBuiltPage(productId: string): string | null {
  const stack = [path.join(outDir, productId)];
  while (stack.length) {
    const dir = stack.shift()!;
    if (!fs.existsSync(dir)) continue;
    const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) if (entry.isDirectory()) stack.push(path.join(dir, entry.name));
    if (dir !== path.join(outDir, productId) && fs.existsSync(path.join(dir, 'index.html'))) {
      return `/${path.relative(outDir, dir).split(path.sep).join('/')}/`;
    }
  }
  return null;
}

const productHomes = config.products.map((product) => ({ id: product.id, name: product.name, home: productHome(product) }));

let navRoutesOnce: Promise<string[]> | undefined;

/** Every route of every product's navigation tree, as the drawer on its home page (or, if that is missing, another of its pages) links them. */
function navRoutes(): Promise<string[]> {
  navRoutesOnce ??= (async () => {
    const routes = new Set<string>();
    for (const product of productHomes) {
      const start = (await fetchPage(product.home)).status === 200 ? product.home : anyBuiltPage(product.id);
      expect(start, `${product.id} has no built page`).not.toBeNull();
      const links = await navLinks(start!);
      expect(links.length, `${product.id}: ${start} has no nav links`).toBeGreaterThan(0);
      for (const href of links) routes.add(href.split('#')[0]);
    }
    return [...routes];
  })();
  return navRoutesOnce;
}

async function componentRoutes(): Promise<string[]> {
  return (await navRoutes()).filter((route) => /^\/[^/]+\/react-[^/]+\/$/.test(route));
}

describe('navigation trees', () => {
  it('every product home page (the header and drawer product links) is served', async () => {
    const results = await Promise.all(productHomes.map(async ({ home }) => ({ home, status: (await fetchPage(home)).status })));
    expect(results.filter((result) => result.status !== 200)).toEqual([]);
  });

  it('every page of every nav tree is served with a title and content', async () => {
    const routes = await navRoutes();
    expect(routes.length).toBeGreaterThan(300);
    const pages = await eachLimited(routes, 16, fetchPage);
    const broken = pages
      .map(({ route, status, html }) => {
        const h1 = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/);
        const problems = [
          status !== 200 && `status ${status}`,
          !h1 && 'no <h1>',
          h1 && !textOf(h1[1]) && 'empty <h1>',
          textOf(mainOf(html)).length < 40 && 'empty <main>',
        ].filter(Boolean);
        return problems.length ? `${route}: ${problems.join(', ')}` : null;
      })
      .filter(Boolean);
    expect(broken).toEqual([]);
  });

  it('every component page has a live demo', async () => {
    const routes = await componentRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const withoutDemo = [];
    for (const route of routes) {
      if (!/data-island="demo"/.test(mainOf((await fetchPage(route)).html))) withoutDemo.push(route);
    }
    expect(withoutDemo).toEqual([]);
  });

  it('every component page links to an API page that exists', async () => {
    const problems: string[] = [];
    await eachLimited(await componentRoutes(), 16, async (route) => {
      const product = route.split('/')[1];
      const { html } = await fetchPage(route);
      // Planned components (nav flag "Planned") have nothing exported yet, and hook pages document a function, not a component.
      const active = /<a class="nav-link app-drawer-active"[^>]*>(.*?)<\/a>/s.exec(html)?.[1] ?? '';
      if (active.includes('>Planned<') || route.includes('/react-use-')) return;
      const main = mainOf(html);
      const apiLinks = [...new Set([...main.matchAll(/href="(\/[^"#]*\/api\/[^"#]*)"/g)].map((match) => match[1]))].filter((href) =>
        href.startsWith(`/${product}/`),
      );
      if (apiLinks.length === 0) return problems.push(`${route}: no API link`);
      for (const href of apiLinks) {
        const { status } = await fetchPage(href);
        if (status !== 200) problems.push(`${route}: ${href} answers ${status}`);
      }
    });
    expect(problems.sort()).toEqual([]);
  });
});

describe('templates', () => {
  it('the gallery lists every template', async () => {
    const { html, status } = await fetchPage(TEMPLATES_GALLERY);
    expect(status).toBe(200);
    const listed = new Set([...html.matchAll(/href="\/material-ui\/getting-started\/templates\/([^"/]+)\/"/g)].map((match) => match[1]));
    expect([...listed].sort()).toEqual([...TEMPLATE_NAMES].sort());
  });

  it.each(TEMPLATE_NAMES)('%s renders in light and in dark, hydrates on first use, and its own toggle switches the scheme', async (name) => {
    const route = `${TEMPLATES_GALLERY}${name}/`;
    /** Opens the template for a reader whose OS prefers `scheme`, checks it, toggles it; returns its background before the toggle. */
    const checkScheme = async (scheme: 'light' | 'dark'): Promise<string> => {
      const other = scheme === 'light' ? 'dark' : 'light';
      const { page, context, problems } = await openWatchedPage(browser, { colorScheme: scheme, viewport: { width: 1280, height: 800 } });
      try {
        page.setDefaultTimeout(15_000);
        await page.goto(`${baseUrl}${route}`);
        // The scheme is right from the first paint (the inline script), before the template hydrates.
        expect(await page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme'))).toBe(scheme);
        // Whole from the server; its code waits for the reader's first use.
        expect(await page.locator('[data-island="template"]').innerText()).not.toBe('');
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.querySelector('[data-island="template"]')!.hasAttribute('data-hydrated'))).toBe(false);
        const background = () => page.evaluate(() => getComputedStyle(document.querySelector('[data-island="template"] > *')!).backgroundColor);
        const initial = await background();

        // The first click hydrates it and is replayed on the hydrated toggle.
        const toggle = page.locator('[data-island="template"]').getByRole('button', { name: 'Toggle light and dark mode' }).first();
        await toggle.click();
        await page.waitForSelector('[data-island="template"][data-hydrated="true"]');
        await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme'))).toBe(other);
        await expect.poll(background).not.toBe(initial);
        // The choice is the reader's from now on: stored like the docs' own mode.
        expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe(other);
        expect(problems, `${name} in ${scheme}`).toEqual([]);
        return initial;
      } finally {
        await context.close();
      }
    };
    const [light, dark] = await Promise.all([checkScheme('light'), checkScheme('dark')]);
    expect(light).not.toBe(dark);
  });
});
