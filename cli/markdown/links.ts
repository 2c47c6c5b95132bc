/**
 * Links: relative links to `.md` files are rewritten to the target page's route, internal links are collected
 * for the dead-link check (as routes) and put under the site's base path, and external links get `rel="noopener"`.
 */
import path from 'node:path';
import type { Root } from 'hast';
import type { VFile } from 'vfile';
import { contentError, contextOf, filePosition } from './context.ts';
import { visitElements } from './hast.ts';

const externalPattern = /^https?:\/\//i;
// A relative path (no scheme, not rooted, not a bare #hash) whose file part ends in .md.
const markdownLinkPattern = /^(?![a-z][a-z\d+.-]*:|[/#])([^?#]*\.md)([?#].*)?$/i;

/** rehype plugin: rewrites `.md` links to routes and records every internal link with its file position. */
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
      if (markdownLink) {
        const target = path.resolve(path.dirname(context.absFile), decodePath(markdownLink[1]));
        const route = context.routeOfFile(target);
        if (route === undefined) {
          throw contentError(
            context,
            element,
            `link to "${href}" points at ${path.relative(process.cwd(), target)}, which is not a page of this site; fix the path`,
          );
        }
        href = route + (markdownLink[2] ?? '');
        element.properties.href = href;
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

// `%20` and friends name real characters of the file name; a malformed escape is taken literally.
function decodePath(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}
