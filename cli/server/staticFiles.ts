/** Serves the built site: clean URLs, content types, caching, ETags, compression, byte ranges and the 404 page. */
import fs, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { cacheControlFor, REVALIDATE } from './cachePolicy.ts';
import { CompressionCache } from './compressionCache.ts';
import { contentRange, parseByteRange, unsatisfiedRange, WHOLE_FILE, type RangeRequest } from './byteRange.ts';
import { etagFor, ifNoneMatchHits, ifRangeHolds, lastModifiedFor } from './conditional.ts';
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

/** The range a request asks for and may have: only GET has ranges, and a failed `If-Range` asks for the whole file. */
function rangeToSend(req: IncomingMessage, size: number, mtimeMs: number): RangeRequest {
  if (req.method !== 'GET') return WHOLE_FILE;
  const range = parseByteRange(req.headers.range, size);
  const ifRange = req.headers['if-range'];
  if (range.kind !== 'whole' && !ifRangeHolds(Array.isArray(ifRange) ? ifRange.join(', ') : ifRange, mtimeMs, Date.now())) return WHOLE_FILE;
  return range;
}

/** Ends `res` with bytes `start` to `end` (included) of an open file: read in one call, or streamed when `stream`. */
async function sendSpan(handle: FileHandle, res: ServerResponse, start: number, end: number, stream: boolean): Promise<void> {
  if (!stream) {
    const bytes = Buffer.allocUnsafe(end - start + 1);
    const { bytesRead } = await handle.read(bytes, 0, bytes.length, start);
    res.end(bytes.subarray(0, bytesRead));
    return;
  }
  try {
    await pipeline(handle.createReadStream({ start, end }), res);
  } catch (error) {
    // A client that goes away mid-download is normal, not a server error.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  }
}

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
      const size = Number(stat.size);
      const mtimeMs = Number(stat.mtimeNs / 1_000_000n);
      const type = contentTypeFor(file);
      const etag = etagFor(stat.size, stat.mtimeNs);
      const compressible = type.compressible && size >= MIN_COMPRESS_BYTES;
      const headers: Record<string, string | number> = {
        'Content-Type': type.header,
        'Cache-Control': cacheControl,
        'X-Content-Type-Options': 'nosniff',
      };
      if (status === 200) Object.assign(headers, { ETag: etag, 'Last-Modified': lastModifiedFor(mtimeMs), 'Accept-Ranges': 'bytes' });
      if (compressible) headers.Vary = 'Accept-Encoding';

      if (status === 200 && ifNoneMatchHits(req.headers['if-none-match'], etag)) {
        res.writeHead(304, headers);
        res.end();
        return 'served';
      }
      const range = status === 200 ? rangeToSend(req, size, mtimeMs) : WHOLE_FILE;
      if (range.kind === 'unsatisfiable') {
        sendText(res, 416, `Range not satisfiable: the file has ${size} bytes`, { 'Content-Range': unsatisfiedRange(size), 'Accept-Ranges': 'bytes' });
        return 'served';
      }
      if (range.kind === 'part') {
        // A range counts bytes of the file itself, so it is sent as stored, never compressed.
        res.writeHead(206, { ...headers, 'Content-Range': contentRange(range.start, range.end, size), 'Content-Length': range.end - range.start + 1 });
        streaming = range.end - range.start + 1 > WHOLE_READ_BYTES;
        await sendSpan(handle, res, range.start, range.end, streaming);
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
      res.writeHead(status, { ...headers, 'Content-Length': size });
      if (req.method === 'HEAD') {
        res.end();
        return 'served';
      }
      streaming = size > WHOLE_READ_BYTES;
      await sendSpan(handle, res, 0, size - 1, streaming);
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
          // The folder's name only: the answer goes to whoever asks, and the machine's paths are none of their business.
          return sendText(res, 503, `No built site in ${path.basename(outDir)} yet: run \`docsgen build\` first`, { 'Retry-After': 1 });
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
