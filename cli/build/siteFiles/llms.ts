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
  /** In the order they should be listed; sections follow the order in which products first appear. */
  pages: LlmsPage[];
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

/** The llms.txt of the site. */
export function llmsTxt(input: LlmsInput): string {
  const sections = new Map<string, string[]>();
  for (const page of input.pages) {
    const section = page.productName ?? OTHER_SECTION;
    const description = page.description ? `: ${oneLine(page.description)}` : '';
    const item = `- [${linkText(page.title)}](${markdownUrl(input.siteUrl, page.route)})${description}`;
    const items = sections.get(section);
    // Pushed, not copied into a new list: a copy a page made the list of a large site's product quadratic in its pages.
    if (items) items.push(item);
    else sections.set(section, [item]);
  }
  // "Other" goes last whatever the page order: it is the catch-all, not a product.
  const other = sections.get(OTHER_SECTION);
  sections.delete(OTHER_SECTION);
  if (other) sections.set(OTHER_SECTION, other);

  const blocks = [`# ${oneLine(input.siteTitle)}`];
  if (input.siteDescription) blocks.push(`> ${oneLine(input.siteDescription)}`);
  for (const [name, items] of sections) blocks.push(`## ${name}\n\n${items.join('\n')}`);
  return `${blocks.join('\n\n')}\n`;
}

/** `llms.txt` of a site: the exported pages (in site order), grouped by product in the config's order. */
export function llmsIndex(model: SiteModel, exported: readonly RenderedRoute[]): string {
  const { config } = model;
  const productOrder = (id: string | null) => {
    const index = config.products.findIndex((p) => p.id === id);
    return index < 0 ? config.products.length : index;
  };
  const pages: LlmsPage[] = [...exported]
    .sort((a, b) => productOrder(a.productId) - productOrder(b.productId))
    .map((page) => ({ route: page.route, title: page.title, description: page.description, productName: model.products.find((p) => p.id === page.productId)?.name }));
  return llmsTxt({ siteTitle: config.title, siteDescription: config.description, siteUrl: config.siteUrl, pages });
}
