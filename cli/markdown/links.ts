/**
 * Links: links to Markdown files (`.md`, `.mdx`, relative or from the pages folder's root, and `.html` links VitePress
 * authors write for them) are rewritten to the target page's route, internal links are collected for the dead-link
 * check (as routes) and put under the site's base path, and external links get `rel="noopener"`.
 */
import path from 'node:path';
import type { Root } from 'hast';
import type { VFile } from 'vfile';
import { brokenLink, contextOf, filePosition, sitePath, type MarkdownContext } from './context.ts';
import { decodePath } from './decodePath.ts';
import { visitElements } from './hast.ts';

const externalPattern = /^https?:\/\//i;
// A path (no scheme, not protocol-relative, not a bare #hash) whose file part ends in .md or .mdx.
const markdownLinkPattern = /^(?![a-z][a-z\d+.-]*:|\/\/|#)([^?#]*\.mdx?)([?#].*)?$/i;
// The same for .html, which resolves to a page only when the Markdown file exists (otherwise it may be a static file).
const htmlLinkPattern = /^(?![a-z][a-z\d+.-]*:|\/\/|#)([^?#]*)\.html([?#].*)?$/i;

// A relative path with no extension in its last part (`b`, `../c#x`, `./d/`), not a scheme or protocol-relative URL.
const relativeUrlPattern = /^(?![a-z][a-z\d+.-]*:|\/|#|\?)(?:[^?#]*\/)?[^./?#]*(?:[?#].*)?$/i;

/** `href` resolved from the page's URL without its trailing slash, as a docsgen route (trailing slash on the path). */
function pageUrlLink(urlLinksFrom: string, href: string): string {
  const url = new URL(href, `http://site${urlLinksFrom}`);
  const pathname = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return `${pathname}${url.search}${url.hash}`;
}

/** rehype plugin: rewrites Markdown-file links to routes and records every internal link with its file position. */
export function rehypeLinks() {
  return (tree: Root, file: VFile): void => {
    const context = contextOf(file);
    visitElements(tree, (element) => {
      if (element.tagName !== 'a') return;
      let href = element.properties.href;
      if (typeof href !== 'string') return;

      if (externalPattern.test(href)) {
        element.properties.rel = ['noopener'];
        return;
      }

      const markdownLink = markdownLinkPattern.exec(href);
      const htmlLink = markdownLink ? null : htmlLinkPattern.exec(href);
      if (markdownLink) {
        const target = targetFile(context, markdownLink[1]);
        const route = context.routeOfFile(target);
        if (route === undefined) {
          brokenLink(context, element, `link to "${href}" points at ${sitePath(context, target)}, which is not a page of this site; fix the path`);
          return;
        }
        href = route + (markdownLink[2] ?? '');
        element.properties.href = href;
      } else if (context.urlLinksFrom && relativeUrlPattern.test(href)) {
        href = pageUrlLink(context.urlLinksFrom, href);
        element.properties.href = href;
      } else if (htmlLink) {
        const stem = targetFile(context, htmlLink[1]);
        const route = context.routeOfFile(`${stem}.md`) ?? context.routeOfFile(`${stem}.mdx`);
        if (route !== undefined) {
          href = route + (htmlLink[2] ?? '');
          element.properties.href = href;
        }
      }

      // Footnote references and back-references are generated, with targets outside the heading ids.
      const generated =
        element.properties.dataFootnoteRef !== undefined || element.properties.dataFootnoteBackref !== undefined;
      const position = filePosition(context, element);
      if (!generated && position && (href.startsWith('/') || href.startsWith('#'))) {
        context.links.push({ href, line: position.line, column: position.column ?? 1 });
      }
      element.properties.href = context.withBase(href);
    });
  };
}

/** The file a link path names: from the pages folder when it starts with `/`, else beside the page. */
function targetFile(context: MarkdownContext, linkPath: string): string {
  const decoded = decodePath(linkPath);
  if (decoded.startsWith('/')) return path.join(context.pagesDir ?? path.dirname(context.absFile), decoded);
  return path.resolve(path.dirname(context.absFile), decoded);
}
