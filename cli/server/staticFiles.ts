/** Serves the built site: clean URLs, content types, caching, ETags, compression and the 404 page. */
import fs, { type FileHandle } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { cacheControlFor, REVALIDATE } from './cachePolicy.ts';
import { CompressionCache } from './compressionCache.ts';
import { etagFor, ifNoneMatchHits } from './conditional.ts';
import { compress, MIN_COMPRESS_BYTES, negotiateEncoding } from './encoding.ts';
import { createFileLocator, isMissing } from './locateFile.ts';
import { contentTypeFor } from './mimeTypes.ts';
import { parseRequestTarget } from './requestTarget.ts';
import { sendText } from './respond.ts';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Files up to this size (every page and most assets) are read in one call and sent at once: a read stream's machinery
 * costs more than the read itself for them. Larger ones stream, so memory stays bounded.
 */
const WHOLE_READ_BYTES = 256 * 1024;

/** Whether a file was served, or had gone by the time it was opened. */
type Served = 'served' | 'gone';

/** A handler that serves the files of `outDir`, following the output link to the current build on every request. */
export function createStaticHandler(outDir: string): RequestHandler {
  const compressed = new CompressionCache();
  const locator = createFileLocator(outDir);

  async function serveFile(req: IncomingMessage, res: ServerResponse, file: string, status: number, cacheControl: string): Promise<Served> {
    let handle: FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      // Removed after it was located: an older build cleaned up, or a plain folder changed.
      if (isMissing(error)) return 'gone';
      throw error;
    }
    let streaming = false;
    try {
      // Stat the open handle, not the path, so headers and body describe the same bytes.
      const stat = await handle.stat({ bigint: true });
      const type = contentTypeFor(file);
      const etag = etagFor(stat.size, stat.mtimeNs);
      const compressible = type.compressible && stat.size >= MIN_COMPRESS_BYTES;
      const headers: Record<string, string | number> = {
        'Content-Type': type.header,
        'Cache-Control': cacheControl,
        'X-Content-Type-Options': 'nosniff',
      };
      if (status === 200) headers.ETag = etag;
      if (compressible) headers.Vary = 'Accept-Encoding';

      if (status === 200 && ifNoneMatchHits(req.headers['if-none-match'], etag)) {
        res.writeHead(304, headers);
        res.end();
        return 'served';
      }
      const encoding = compressible ? negotiateEncoding(req.headers['accept-encoding']) : null;
      if (encoding) {
        const body = await compressed.get(`${file}\0${encoding}`, `${stat.ino}:${etag}`, async () =>
          compress(await handle.readFile(), encoding),
        );
        res.writeHead(status, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
        res.end(req.method === 'HEAD' ? undefined : body);
        return 'served';
      }
      res.writeHead(status, { ...headers, 'Content-Length': Number(stat.size) });
      if (req.method === 'HEAD') {
        res.end();
        return 'served';
      }
      if (stat.size <= WHOLE_READ_BYTES) {
        res.end(await handle.readFile());
        return 'served';
      }
      streaming = true;
      try {
        await pipeline(handle.createReadStream(), res);
      } catch (error) {
        // A client that goes away mid-download is normal, not a server error.
        if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
      }
      return 'served';
    } finally {
      // The read stream closes the handle itself once it has been created.
      if (!streaming) await handle.close();
    }
  }

  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(res, 405, `Method ${req.method} is not allowed here: use GET or HEAD`, { Allow: 'GET, HEAD' });
    }
    const target = parseRequestTarget(req.url ?? '');
    if (!target.ok) return sendText(res, 400, `Bad request: ${target.reason}`);

    // A located file that has gone since means the cache is out of date: locate once more before answering 404.
    for (let attempt = 1; attempt <= 2; attempt++) {
      const found = await locator.locate(target.segments, target.trailingSlash, target.search);
      switch (found.kind) {
        case 'file':
          if ((await serveFile(req, res, found.file, 200, cacheControlFor(target.segments))) === 'served') return;
          break;
        case 'redirect':
          return sendText(res, 301, `Moved to ${found.location}`, { Location: found.location });
        case 'no-site':
          return sendText(res, 503, `No built site in ${outDir} yet: run \`docsgen build\` first`, { 'Retry-After': 1 });
        case 'not-found': {
          const page = await locator.locate(['404.html'], false, '');
          if (page.kind !== 'file' || (await serveFile(req, res, page.file, 404, REVALIDATE)) === 'served') {
            if (!res.headersSent) sendText(res, 404, 'Not found');
            return;
          }
          break;
        }
      }
      locator.forget();
    }
    return sendText(res, 404, 'Not found');
  };
}
