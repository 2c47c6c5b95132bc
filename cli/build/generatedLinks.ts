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
 * for `checkLinks`; `base` is the path the site's URLs were made under, taken off again to name the route. Each link
 * is checked once, named after the first page that has it; a page's own links and hrefs are not kept.
 */
export function generatedLinkCollector(base = '/'): { add(page: GeneratedLinkPage): void; sources(): LinkSource[] } {
  const withoutBase = baseRemover(base);
  const firstPage = new Map<string, Pick<GeneratedLinkPage, 'route' | 'file'>>();
  const pageCount = new Map<string, number>();
  return {
    add(page) {
      const authored = new Set(page.links.map((link) => link.href));
      const seen = new Set<string>();
      for (const written of page.hrefs) {
        const href = withoutBase(written);
        if (authored.has(href) || seen.has(href)) continue;
        seen.add(href);
        // A hash-only link points into its own page: made absolute, so each page's anchors are checked on that page.
        const key = href.startsWith('#') ? `${page.route}${href}` : href;
        if (!firstPage.has(key)) firstPage.set(key, { route: page.route, file: page.file });
        pageCount.set(key, (pageCount.get(key) ?? 0) + 1);
      }
    },
    sources() {
      return [...firstPage].map(([href, page]) => {
        const count = pageCount.get(href) ?? 1;
        return { route: page.route, file: `${page.file} (written by the page's layout${count > 1 ? `, on ${count} pages` : ''})`, links: [{ href }] };
      });
    },
  };
}
