/**
 * Links the build writes itself (API pages, templates, layouts such as the blog index, the footer) go through the same
 * check as authored ones. Each distinct link is checked once, from the first page that has it, and named with the
 * number of pages that carry it.
 */
import { baseRemover } from '../../templates/shell/basePath.ts';
import type { LinkSource } from './checkLinks.ts';

export interface GeneratedLinkPage {
  route: string;
  file: string;
  /** The internal hrefs of the page's HTML, as `internalHrefs` reads them. */
  hrefs: readonly string[];
  links: { href: string }[];
}

const internalHrefPattern = /\shref="([/#][^"]*)"/g;
const DEMO_PREVIEW_START = '<div class="demo-preview';
const DIV_TAG = /<div[\s>]|<\/div>/g;

/**
 * The HTML without its live demos' previews: a demo shows sample links (`#home` in a breadcrumbs demo), which are its
 * content, not the site's. A preview ends where the `<div>` that opens it closes (React's server HTML is balanced).
 */
function withoutDemoPreviews(html: string): string {
  let result = '';
  let from = 0;
  for (let start = html.indexOf(DEMO_PREVIEW_START); start >= 0; start = html.indexOf(DEMO_PREVIEW_START, from)) {
    result += html.slice(from, start);
    DIV_TAG.lastIndex = start;
    let depth = 0;
    let end = html.length;
    for (let tag = DIV_TAG.exec(html); tag; tag = DIV_TAG.exec(html)) {
      depth += tag[0] === '</div>' ? -1 : 1;
      if (depth === 0) {
        end = DIV_TAG.lastIndex;
        break;
      }
    }
    from = end;
  }
  return result + html.slice(from);
}

/** React's escapes in an attribute value, undone so the link is compared as the browser reads it. */
function unescapeAttribute(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'");
}

const CODE_BLOCK = /<pre[\s>][^]*?<\/pre>/g;

/**
 * The HTML without the content of its code blocks: highlighted code is markup-escaped text in which quotes stay as
 * written, so `<link href="/x">` shown in a code sample reads like an attribute.
 */
function withoutCodeBlocks(html: string): string {
  return html.includes('<pre') ? html.replace(CODE_BLOCK, '') : html;
}

/** The internal hrefs (site paths and `#anchors`) of a page's HTML, its live demos' samples and code left out, unescaped. */
export function internalHrefs(html: string): string[] {
  return [...withoutCodeBlocks(withoutDemoPreviews(html)).matchAll(internalHrefPattern)].map((match) => unescapeAttribute(match[1]));
}

/**
 * Collects the internal links of each page's HTML that its Markdown did not write, a page at a time, as link sources
 * for `checkLinks`; `base` is the path the site's URLs were made under, taken off again to name the route. A link to
 * another page is checked once, named after the first page that has it. A hash-only link points into its own page
 * (the table of contents, a heading's anchor): nothing is gained by holding it to the end, so `add` gives the page's
 * own as a source of their own, to check then. A page's own links and hrefs are not kept.
 */
export function generatedLinkCollector(base = '/'): { add(page: GeneratedLinkPage): LinkSource | null; sources(): LinkSource[] } {
  const withoutBase = baseRemover(base);
  const firstPage = new Map<string, { page: Pick<GeneratedLinkPage, 'route' | 'file'>; count: number }>();
  return {
    add(page) {
      const authored = new Set(page.links.map((link) => link.href));
      const seen = new Set<string>();
      const ownAnchors: { href: string }[] = [];
      for (const written of page.hrefs) {
        const href = withoutBase(written);
        if (authored.has(href) || seen.has(href)) continue;
        seen.add(href);
        // Made absolute, so the anchor is checked on this page and named as it would be from another.
        if (href.startsWith('#')) {
          ownAnchors.push({ href: `${page.route}${href}` });
          continue;
        }
        const first = firstPage.get(href);
        if (first) first.count += 1;
        else firstPage.set(href, { page: { route: page.route, file: page.file }, count: 1 });
      }
      return ownAnchors.length ? { route: page.route, file: writtenBy(page.file, 1), links: ownAnchors } : null;
    },
    sources() {
      return [...firstPage].map(([href, { page, count }]) => ({ route: page.route, file: writtenBy(page.file, count), links: [{ href }] }));
    },
  };
}

/** How a link the build wrote is named: after the file of the page, and how many pages carry it. */
function writtenBy(file: string, pages: number): string {
  return `${file} (written by the page's layout${pages > 1 ? `, on ${pages} pages` : ''})`;
}
