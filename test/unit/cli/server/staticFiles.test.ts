import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet, request, startServer, tempDir, writeFiles, type Running } from './helpers.ts';

const MARKER = 'OUTSIDE-THE-SITE-MARKER';
const bigScript = `export const runtime = ${JSON.stringify('x'.repeat(100))};\n`.repeat(200);
/** Larger than the size read in one call, so ranges of it are streamed; every byte tells its offset modulo 251. */
const largeFile = Buffer.from(Array.from({ length: 300 * 1024 }, (_, i) => i % 251));
/** A modification time long past, so its Last-Modified date is a strong validator. */
const PAST = new Date(Date.UTC(2025, 5, 1, 12, 0, 0));
const homeHtml = `<!doctype html><title>Home</title>${'<p>Welcome to the docs.</p>'.repeat(100)}`;

let root: string;
let outDir: string;
let site: Running;

beforeAll(async () => {
  root = await tempDir('static');
  outDir = path.join(root, 'dist');
  await writeFiles(root, {
    'package.json': JSON.stringify({ name: MARKER }),
    'secret.txt': MARKER,
    'outside/secret.txt': MARKER,
  });
  await writeFiles(outDir, {
    'index.html': homeHtml,
    '404.html': '<!doctype html><h1>Custom not found</h1>',
    'a/b/index.html': '<!doctype html><h1>A B</h1>',
    'page.html': '<!doctype html><h1>Page</h1>',
    'empty-folder/readme.txt': 'no index here',
    'assets/runtime-3fa9c1d2.js': bigScript,
    'assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'style.css': 'body{margin:0}',
    'data.json': '{"a":1}',
    'x.mjs': 'export {};',
    'img.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    'p.jpg': Buffer.from([0xff, 0xd8]),
    'p.webp': Buffer.from('RIFF'),
    'p.avif': Buffer.from('avif'),
    'font.woff2': Buffer.from('wOF2'),
    'favicon.ico': Buffer.from([0, 0, 1, 0]),
    'robots.txt': 'User-agent: *',
    'sitemap.xml': '<urlset/>',
    'llms.md': '# Docs',
    'site.webmanifest': '{}',
    'big.png': Buffer.alloc(4096, 7),
    'large.bin': largeFile,
    'empty.txt': '',
  });
  await fs.utimes(path.join(outDir, 'large.bin'), PAST, PAST);
  await fs.symlink('../secret.txt', path.join(outDir, 'escape.txt'));
  await fs.symlink('../outside', path.join(outDir, 'escape-dir'));
  await fs.symlink('robots.txt', path.join(outDir, 'inside-link.txt'));
  site = await startServer({ outDir });
});

afterAll(async () => {
  await site.close();
  await fs.rm(root, { recursive: true, force: true });
});

describe('clean URLs', () => {
  it('serves the index page of a folder URL', async () => {
    const home = await fetch(`${site.origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toBe(homeHtml);
    const ab = await fetch(`${site.origin}/a/b/`);
    expect(await ab.text()).toContain('<h1>A B</h1>');
  });

  it('redirects a folder URL without its slash, keeping the query', async () => {
    const res = await fetch(`${site.origin}/a/b?tab=api&x=%20`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/a/b/?tab=api&x=%20');
  });

  it('serves .html files as they are', async () => {
    const res = await fetch(`${site.origin}/page.html`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1>Page</h1>');
  });

  it('does not list a folder without an index page', async () => {
    for (const url of ['/empty-folder', '/empty-folder/', '/page.html/']) {
      const res = await fetch(`${site.origin}${url}`, { redirect: 'manual' });
      expect(res.status, url).toBe(404);
    }
  });

  it('follows symlinks that stay inside the site', async () => {
    const res = await fetch(`${site.origin}/inside-link.txt`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('User-agent: *');
  });
});

describe('headers', () => {
  it.each([
    ['/', 'text/html; charset=utf-8'],
    ['/assets/runtime-3fa9c1d2.js', 'text/javascript; charset=utf-8'],
    ['/x.mjs', 'text/javascript; charset=utf-8'],
    ['/style.css', 'text/css; charset=utf-8'],
    ['/data.json', 'application/json; charset=utf-8'],
    ['/assets/logo.svg', 'image/svg+xml'],
    ['/img.png', 'image/png'],
    ['/p.jpg', 'image/jpeg'],
    ['/p.webp', 'image/webp'],
    ['/p.avif', 'image/avif'],
    ['/font.woff2', 'font/woff2'],
    ['/favicon.ico', 'image/x-icon'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/llms.md', 'text/markdown; charset=utf-8'],
    ['/site.webmanifest', 'application/manifest+json; charset=utf-8'],
  ])('%s is served as %s', async (url, type) => {
    const res = await fetch(`${site.origin}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('lets browsers keep hashed assets for a year and revalidate the rest', async () => {
    const asset = await fetch(`${site.origin}/assets/runtime-3fa9c1d2.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/a/b/', '/assets/logo.svg', '/robots.txt']) {
      const res = await fetch(`${site.origin}${url}`);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
    }
  });

  it('answers a matching If-None-Match with 304 and no body, and 200 once the file changes', async () => {
    const first = await fetch(`${site.origin}/page.html`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await request(`${site.origin}/page.html`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    expect(again.headers.etag).toBe(etag);

    await fs.writeFile(path.join(outDir, 'page.html'), '<!doctype html><h1>Page, edited</h1>');
    const changed = await request(`${site.origin}/page.html`, { headers: { 'If-None-Match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.body.toString()).toContain('edited');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await request(`${site.origin}/assets/runtime-3fa9c1d2.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(bigScript)));
    expect(head.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(head.body).toHaveLength(0);
  });

  it('refuses other methods with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const res = await fetch(`${site.origin}/`, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    }
  });
});

describe('compression', () => {
  const url = () => `${site.origin}/assets/runtime-3fa9c1d2.js`;

  it('gzips text for a client that accepts it', async () => {
    const res = await request(url(), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(bigScript) / 10);
    expect(zlib.gunzipSync(res.body).toString()).toBe(bigScript);
  });

  it('prefers brotli, and gives HEAD the compressed length', async () => {
    const res = await request(url(), { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(bigScript);
    const head = await request(url(), { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(head.headers['content-length']).toBe(String(res.body.length));
  });

  it('sends identity bytes otherwise: no Accept-Encoding, small files, images', async () => {
    const plain = await request(url());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bigScript);
    const small = await request(`${site.origin}/robots.txt`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const image = await request(`${site.origin}/big.png`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body).toHaveLength(4096);
  });
});

describe('byte ranges', () => {
  const url = () => `${site.origin}/assets/runtime-3fa9c1d2.js`;
  const script = Buffer.from(bigScript);

  it('answers one range with 206, Content-Range and those bytes, uncompressed', async () => {
    const res = await request(url(), { headers: { Range: 'bytes=10-29', 'Accept-Encoding': 'gzip, br' } });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 10-29/${script.length}`);
    expect(res.headers['content-length']).toBe('20');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.etag).toBeTruthy();
    expect(res.body).toEqual(script.subarray(10, 30));
  });

  it('reads open-ended and suffix ranges, clamped to the file', async () => {
    const tail = await request(url(), { headers: { Range: `bytes=${script.length - 5}-` } });
    expect(tail.headers['content-range']).toBe(`bytes ${script.length - 5}-${script.length - 1}/${script.length}`);
    expect(tail.body).toEqual(script.subarray(-5));
    const suffix = await request(url(), { headers: { Range: 'bytes=-7' } });
    expect(suffix.status).toBe(206);
    expect(suffix.body).toEqual(script.subarray(-7));
    const clamped = await request(url(), { headers: { Range: `bytes=0-${script.length * 2}` } });
    expect(clamped.status).toBe(206);
    expect(clamped.body).toEqual(script);
  });

  it('streams a range of a large file', async () => {
    const res = await request(`${site.origin}/large.bin`, { headers: { Range: 'bytes=1000-299999' } });
    expect(res.status).toBe(206);
    expect(res.headers['content-length']).toBe('299000');
    expect(res.body).toEqual(largeFile.subarray(1000, 300000));
  });

  it('answers a range past the end with 416 and the size', async () => {
    const res = await request(url(), { headers: { Range: `bytes=${script.length}-` } });
    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${script.length}`);
    const empty = await request(`${site.origin}/empty.txt`, { headers: { Range: 'bytes=0-' } });
    expect(empty.status).toBe(416);
    expect(empty.headers['content-range']).toBe('bytes */0');
  });

  it('sends the whole file for several ranges, a malformed range, HEAD, and the 404 page', async () => {
    for (const range of ['bytes=0-9,20-29', 'bytes=9-0', 'lines=1-2']) {
      const res = await request(url(), { headers: { Range: range } });
      expect(res.status, range).toBe(200);
      expect(res.body, range).toEqual(script);
    }
    const head = await request(url(), { method: 'HEAD', headers: { Range: 'bytes=0-9' } });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(script.length));
    const missing = await request(`${site.origin}/nowhere/`, { headers: { Range: 'bytes=0-3' } });
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('Custom not found');
  });

  it('honours If-Range: the range only when it names the current Last-Modified date', async () => {
    const whole = await request(`${site.origin}/large.bin`);
    const lastModified = whole.headers['last-modified']!;
    expect(lastModified).toBe(PAST.toUTCString());
    const same = await request(`${site.origin}/large.bin`, { headers: { Range: 'bytes=0-9', 'If-Range': lastModified } });
    expect(same.status).toBe(206);
    expect(same.body).toEqual(largeFile.subarray(0, 10));
    const older = await request(`${site.origin}/large.bin`, { headers: { Range: 'bytes=0-9', 'If-Range': 'Sun, 01 Jun 2025 11:59:59 GMT' } });
    expect(older.status).toBe(200);
    expect(older.body).toHaveLength(largeFile.length);
    const byTag = await request(`${site.origin}/large.bin`, { headers: { Range: 'bytes=0-9', 'If-Range': whole.headers.etag! } });
    expect(byTag.status).toBe(200);
  });

  it('answers a matching If-None-Match with 304 before looking at the range', async () => {
    const etag = (await request(url())).headers.etag!;
    const res = await request(url(), { headers: { Range: 'bytes=0-9', 'If-None-Match': etag } });
    expect(res.status).toBe(304);
  });
});

describe('not found', () => {
  it('serves 404.html with status 404, also for HEAD', async () => {
    const res = await fetch(`${site.origin}/no/such/page/`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('Custom not found');
    const head = await request(`${site.origin}/no/such/page/`, { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(head.body).toHaveLength(0);
  });

  it('answers plain text 404 when the site has no 404.html', async () => {
    const bare = await tempDir('bare');
    await writeFiles(bare, { 'index.html': 'home' });
    const server = await startServer({ outDir: bare });
    try {
      const res = await fetch(`${server.origin}/missing`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await res.text()).toContain('Not found');
    } finally {
      await server.close();
      await fs.rm(bare, { recursive: true, force: true });
    }
  });

  it('answers 503 while there is no built site at all, naming the folder but not where it is', async () => {
    const server = await startServer({ outDir: path.join(root, 'never-built') });
    try {
      const res = await fetch(`${server.origin}/`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      const text = await res.text();
      expect(text).toContain('No built site in never-built yet: run `docsgen build` first');
      expect(text).not.toContain(root);
    } finally {
      await server.close();
    }
  });
});

describe('path traversal', () => {
  it.each([
    '/../package.json',
    '/../secret.txt',
    '/a/../../package.json',
    '/%2e%2e/package.json',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%2E%2E/%2E%2E/%2E%2E/%2E%2E/etc/passwd',
    '/..%2f..%2f',
    '/..%2fpackage.json',
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e%2fpackage.json',
    '/..%5cpackage.json',
    '/..\\package.json',
    '/index.html%00.txt',
    '/%00',
    '/escape.txt',
    '/escape-dir/secret.txt',
    '/escape-dir/',
    '//etc/passwd',
    '/%zz',
  ])('%s does not leave the site', async (target) => {
    const res = await rawGet(site.port, target);
    expect([400, 404]).toContain(res.status);
    expect(res.body).not.toContain(MARKER);
    expect(res.body).not.toContain('root:');
  });

  it('refuses a raw NUL byte in the request line', async () => {
    const res = await rawGet(site.port, '/index.html\u0000.txt');
    expect(res.status).toBe(400);
  });

  it('answers 400 for a malformed URL and keeps serving', async () => {
    const res = await rawGet(site.port, '/%E0%A4%A');
    expect(res.status).toBe(400);
    expect((await fetch(`${site.origin}/`)).status).toBe(200);
  });
});
