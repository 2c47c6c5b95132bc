/**
 * Local files a page references (`![](../images/a.webp)`, `<img src>` and `srcset`, `<video src>` and `poster`,
 * `<source src>` and `srcset`, a link to a `.pdf` beside the page) are published under `/assets/` with a content hash
 * in their name, their URLs rewritten, and raster images given their width and height so nothing shifts as they load.
 * A reference to a file that does not exist is a broken link; one that leads outside the site's project folder (after
 * its symlinks are followed) is a content error, and nothing of it is read. A root-absolute one (`![](/logo.png)`)
 * names a file of the site, of `public/` or written by the build: it gets the base path, and is left to the link
 * check, which knows those files on every build (a page from the build cache included).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { imageSize } from 'image-size';
import type { VFile } from 'vfile';
import { contentHash } from '../build/hash.ts';
import { brokenLink, contextOf, filePosition, locateContentFile, sitePath, type MarkdownContext } from './context.ts';
import { decodePath } from './decodePath.ts';
import { visitElements } from './hast.ts';

/** A file to publish: where it is, and the URL the page now uses for it. */
export interface PageAsset {
  url: string;
  absPath: string;
}

/** The properties of each element that name files (hast names: `srcSet` is the `srcset` attribute). */
const fileProperties: Record<string, readonly string[]> = {
  img: ['src', 'srcSet'],
  video: ['src', 'poster'],
  audio: ['src'],
  source: ['src', 'srcSet'],
  track: ['src'],
  a: ['href'],
};
const rasterExtensions = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.bmp']);
// Links to these are pages (rewritten by the link step), not files to copy.
const pageExtensions = new Set(['.md', '.mdx', '.html', '.htm']);
// A relative path: no scheme, not rooted, not protocol-relative, not a bare #hash or ?query.
const relativePathPattern = /^(?![a-z][a-z\d+.-]*:|[/#?])/i;
// A path from the site's root, not a protocol-relative URL.
const rootAbsolutePattern = /^\/(?!\/)/;

/** rehype plugin: copies referenced local files to hashed asset URLs and sizes raster images. */
export function rehypeLocalFiles() {
  return async (tree: Root, file: VFile): Promise<void> => {
    const context = contextOf(file);
    const pending: Promise<void>[] = [];
    visitElements(tree, (element) => {
      for (const property of fileProperties[element.tagName] ?? []) {
        const value = element.properties[property];
        if (property === 'srcSet') pending.push(publishSrcset(context, element, value));
        else if (typeof value === 'string' && isLocalFile(element, value)) pending.push(publishProperty(context, element, property, value));
        // A link's root-absolute path is a route or a file: the link step's.
        else if (typeof value === 'string' && element.tagName !== 'a' && rootAbsolutePattern.test(value)) element.properties[property] = siteFile(context, element, value);
      }
    });
    await Promise.all(pending);
  };
}

/** Whether a URL names a file beside the page: a relative path, and for a link one with a file extension other than a page's. */
function isLocalFile(element: Element, url: string): boolean {
  if (!relativePathPattern.test(url)) return false;
  const extension = path.extname(splitSuffix(url)[0]).toLowerCase();
  // A link without an extension is a route; one to a page file is the link step's.
  return element.tagName !== 'a' || (extension !== '' && !pageExtensions.has(extension));
}

function splitSuffix(url: string): [string, string] {
  const at = url.search(/[?#]/);
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

async function publishProperty(context: MarkdownContext, element: Element, property: string, written: string): Promise<void> {
  const published = await publish(context, element, written);
  if (published === null) return;
  element.properties[property] = published.url;
  if (property === 'src' && element.tagName === 'img' && rasterExtensions.has(path.extname(published.absPath).toLowerCase())) {
    addDimensions(element, published.content);
  }
}

/** Each local candidate of a `srcset` (`a.png 1x, b.png 2x`) published, its descriptor kept. */
async function publishSrcset(context: MarkdownContext, element: Element, value: unknown): Promise<void> {
  const candidates = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [];
  const rewritten = await Promise.all(
    candidates.map(async (candidate) => {
      const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
      if (rootAbsolutePattern.test(url)) return [siteFile(context, element, url), ...descriptor].join(' ');
      if (!relativePathPattern.test(url) || url === '') return candidate.trim();
      const published = await publish(context, element, url);
      return [published?.url ?? url, ...descriptor].join(' ');
    }),
  );
  if (candidates.length) element.properties.srcSet = rewritten.join(', ');
}

/**
 * Reads the file `written` names and records it for publishing; returns its URL (base path and any `?query#hash`
 * included), or null after reporting a missing file as a broken link.
 */
async function publish(context: MarkdownContext, element: Element, written: string): Promise<{ url: string; absPath: string; content: Buffer } | null> {
  const [filePart, suffix] = splitSuffix(written);
  const absPath = path.resolve(path.dirname(context.absFile), decodePath(filePart));
  const located = locateContentFile(context, element, written, absPath);
  if (located.kind === 'outside') return null;
  let content: Buffer;
  try {
    if (located.kind === 'missing') throw new Error('missing');
    content = await fs.promises.readFile(located.realPath);
  } catch {
    brokenLink(context, element, `missing file "${written}": ${sitePath(context, absPath)} does not exist; fix the path or add the file`);
    return null;
  }
  return { url: publishAsset(context, located.realPath, content) + suffix, absPath: located.realPath, content };
}

/** Records a root-absolute file URL for the link check, which knows the site's files; returns it under the base path. */
function siteFile(context: MarkdownContext, element: Element, url: string): string {
  const position = filePosition(context, element);
  if (position) context.links.push({ href: url, line: position.line, column: position.column ?? 1, embedded: true });
  return context.withBase(url);
}

/** Records a local file for publishing under its hashed asset URL; returns the URL with the base path. */
export function publishAsset(context: MarkdownContext, absPath: string, content: Buffer): string {
  const extension = path.extname(absPath);
  const stem = path.basename(absPath, extension).replace(/[^\w.-]+/g, '-');
  const url = `/assets/${stem}-${contentHash(content)}${extension.toLowerCase()}`;
  context.assets.push({ url, absPath });
  return context.withBase(url);
}

/** Width and height from the file, unless the author gave either (then the browser keeps the ratio from the file). */
function addDimensions(image: Element, content: Buffer): void {
  if (image.properties.width !== undefined || image.properties.height !== undefined) return;
  try {
    const size = imageSize(content);
    image.properties.width = size.width;
    image.properties.height = size.height;
  } catch {
    // An image format image-size does not read is published without dimensions, as the author wrote it.
  }
}
