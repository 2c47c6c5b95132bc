/** `llms.txt` (llmstxt.org): the site's title, summary and a link list of every page's Markdown version, by product. */
import type { SiteModel } from '../../model.ts';
import type { RenderedRoute } from '../../render/renderedRoute.ts';
import { absoluteUrl } from './siteUrl.ts';

const OTHER_SECTION = 'Other';

export interface LlmsPage {
  route: string;
  title: string;
  description?: string;
  /** Display name of the page's product; pages without one are listed under "Other". */
  productName?: string;
}

export interface LlmsInput {
  siteTitle: string;
  siteDescription?: string;
  siteUrl: string;
  /**
   * In the order they should be listed; sections follow the order in which products first appear. Gone through once
   * for the sections, then once a section: an array, or an iterable that makes its pages again each time.
   */
  pages: Iterable<LlmsPage>;
}

/** The URL of a page's Markdown version: `<route>index.md`, next to its `index.html`. */
export function markdownUrl(siteUrl: string, route: string): string {
  return `${absoluteUrl(siteUrl, route)}index.md`;
}

/** Text on one line, so a description cannot break the list item it ends. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Brackets would end the link text early. */
function linkText(text: string): string {
  return oneLine(text).replace(/[[\]\\]/g, (c) => `\\${c}`);
}

/**
 * The llms.txt of the site, a line at a time: a large site's is megabytes of text, which the build writes as it comes
 * instead of holding, and no list of its lines is made either (each section's are found by going through the pages).
 */
export function* llmsTxt({ siteTitle, siteDescription, siteUrl, pages }: LlmsInput): Generator<string> {
  const sectionOf = (page: LlmsPage) => page.productName ?? OTHER_SECTION;
  const sections = new Set<string>();
  for (const page of pages) sections.add(sectionOf(page));
  // "Other" goes last whatever the page order: it is the catch-all, not a product.
  if (sections.delete(OTHER_SECTION)) sections.add(OTHER_SECTION);

  yield `# ${oneLine(siteTitle)}\n`;
  if (siteDescription) yield `\n> ${oneLine(siteDescription)}\n`;
  for (const section of sections) {
    yield `\n## ${section}\n\n`;
    for (const page of pages) {
      if (sectionOf(page) !== section) continue;
      const description = page.description ? `: ${oneLine(page.description)}` : '';
      yield `- [${linkText(page.title)}](${markdownUrl(siteUrl, page.route)})${description}\n`;
    }
  }
}

/** `llms.txt` of a site, a line at a time: the exported pages (in site order), grouped by product in the config's order. */
export function* llmsIndex(model: SiteModel, exported: readonly RenderedRoute[]): Generator<string> {
  const { config } = model;
  const productOrder = (id: string | null) => {
    const index = config.products.findIndex((p) => p.id === id);
    return index < 0 ? config.products.length : index;
  };
  const productNames = new Map(model.products.map((product) => [product.id, product.name]));
  const sorted = [...exported].sort((a, b) => productOrder(a.productId) - productOrder(b.productId));
  // Made again for each pass, not held: a large site's would be a megabyte of objects.
  const pages = {
    *[Symbol.iterator](): Generator<LlmsPage> {
      for (const page of sorted) yield { route: page.route, title: page.title, description: page.description, productName: page.productId === null ? undefined : productNames.get(page.productId) };
    },
  };
  yield* llmsTxt({ siteTitle: config.title, siteDescription: config.description, siteUrl: config.siteUrl, pages });
}
