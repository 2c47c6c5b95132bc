/**
 * Local files a page references (`![](../images/a.webp)`, `<img src>`, `<video src>`, a link to a `.pdf` beside the
 * page) are published under `/assets/` with a content hash in their name, their URLs rewritten, and raster images given
 * their width and height so nothing shifts as they load. A reference to a file that does not exist is a broken link.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { imageSize } from 'image-size';
import type { VFile } from 'vfile';
import { contentHash } from '../build/hash.ts';
import { brokenLink, contextOf, type MarkdownContext } from './context.ts';
import { decodePath } from './decodePath.ts';
import { visitElements } from './hast.ts';

/** A file to publish: where it is, and the URL the page now uses for it. */
export interface PageAsset {
  url: string;
  absPath: string;
}

/** The attribute of each element that names a file. */
const fileAttributes: Record<string, string> = { img: 'src', video: 'src', audio: 'src', source: 'src', track: 'src', a: 'href' };
const rasterExtensions = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.bmp']);
// Links to these are pages (rewritten by the link step), not files to copy.
const pageExtensions = new Set(['.md', '.mdx', '.html', '.htm']);
// A relative path: no scheme, not rooted, not protocol-relative, not a bare #hash or ?query.
const relativePathPattern = /^(?![a-z][a-z\d+.-]*:|[/#?])/i;

/** rehype plugin: copies referenced local files to hashed asset URLs and sizes raster images. */
export function rehypeLocalFiles() {
  return async (tree: Root, file: VFile): Promise<void> => {
    const context = contextOf(file);
    const pending: Promise<void>[] = [];
    visitElements(tree, (element) => {
      const attribute = fileAttributes[element.tagName];
      const value = attribute ? element.properties[attribute === 'src' ? 'src' : 'href'] : undefined;
      if (typeof value !== 'string' || !relativePathPattern.test(value)) return;
      const [filePart, suffix] = splitSuffix(value);
      const extension = path.extname(filePart).toLowerCase();
      // A link without an extension is a route; one to a page file is the link step's.
      if (element.tagName === 'a' && (!extension || pageExtensions.has(extension))) return;
      pending.push(publish(context, element, attribute === 'src' ? 'src' : 'href', value, filePart, suffix));
    });
    await Promise.all(pending);
  };
}

function splitSuffix(url: string): [string, string] {
  const at = url.search(/[?#]/);
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

async function publish(context: MarkdownContext, element: Element, property: 'src' | 'href', written: string, filePart: string, suffix: string): Promise<void> {
  const absPath = path.resolve(path.dirname(context.absFile), decodePath(filePart));
  let content: Buffer;
  try {
    content = await fs.promises.readFile(absPath);
  } catch {
    brokenLink(context, element, `missing file "${written}": ${path.relative(process.cwd(), absPath)} does not exist; fix the path or add the file`);
    return;
  }
  const extension = path.extname(absPath);
  const stem = path.basename(absPath, extension).replace(/[^\w.-]+/g, '-');
  const url = `/assets/${stem}-${contentHash(content)}${extension.toLowerCase()}`;
  element.properties[property] = context.withBase(url) + suffix;
  context.assets.push({ url, absPath });
  if (element.tagName === 'img' && rasterExtensions.has(extension.toLowerCase())) addDimensions(element, content);
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
