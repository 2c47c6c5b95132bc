/** Content types of the files a built site holds, and which of them are worth compressing. */
import path from 'node:path';

export interface ContentType {
  /** Value of the `Content-Type` header. */
  header: string;
  /** Text-like bodies shrink several times under gzip or brotli; images and fonts are already compressed. */
  compressible: boolean;
}

const text = (type: string): ContentType => ({ header: `${type}; charset=utf-8`, compressible: true });
const binary = (type: string): ContentType => ({ header: type, compressible: false });

const BY_EXTENSION: Readonly<Record<string, ContentType>> = {
  '.html': text('text/html'),
  '.htm': text('text/html'),
  '.js': text('text/javascript'),
  '.mjs': text('text/javascript'),
  '.css': text('text/css'),
  '.json': text('application/json'),
  // esbuild writes source maps beside the hashed bundles.
  '.map': text('application/json'),
  '.txt': text('text/plain'),
  '.xml': text('application/xml'),
  '.md': text('text/markdown'),
  '.webmanifest': text('application/manifest+json'),
  '.svg': { header: 'image/svg+xml', compressible: true },
  // Icons are usually uncompressed bitmaps, so they do shrink.
  '.ico': { header: 'image/x-icon', compressible: true },
  '.png': binary('image/png'),
  '.jpg': binary('image/jpeg'),
  '.jpeg': binary('image/jpeg'),
  '.gif': binary('image/gif'),
  '.webp': binary('image/webp'),
  '.avif': binary('image/avif'),
  '.woff2': binary('font/woff2'),
  '.woff': binary('font/woff'),
};

const UNKNOWN: ContentType = binary('application/octet-stream');

/** The content type of a file, from its extension; unknown extensions are opaque bytes. */
export function contentTypeFor(fileName: string): ContentType {
  return BY_EXTENSION[path.extname(fileName).toLowerCase()] ?? UNKNOWN;
}
