import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { serviceWorkerSource } from '../../../../cli/build/serviceWorker.ts';

const ORIGIN = 'https://docs.example.com';
const PRECACHE = ['/assets/runtime-3fa9c1d2.js', '/assets/chunks/chunk-JQ4VX2BA.js', '/assets/site-0123abcd.css', '/404.html'];
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

class FakeCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly fetch: (request: string) => Promise<Response>) {}
  private key(request: Request | string): string {
    return typeof request === 'string' ? new URL(request, ORIGIN).href : request.url;
  }
  async addAll(urls: string[]): Promise<void> {
    for (const url of urls) this.entries.set(this.key(url), await this.fetch(url));
  }
  async put(request: Request | string, response: Response): Promise<void> {
    this.entries.set(this.key(request), response);
  }
  async match(request: Request | string): Promise<Response | undefined> {
    return this.entries.get(this.key(request))?.clone();
  }
}

class FakeCaches {
  readonly stores = new Map<string, FakeCache>();
  constructor(private readonly fetch: (request: string) => Promise<Response>) {}
  async open(name: string): Promise<FakeCache> {
    if (!this.stores.has(name)) this.stores.set(name, new FakeCache(this.fetch));
    return this.stores.get(name)!;
  }
  async keys(): Promise<string[]> {
    return [...this.stores.keys()];
  }
  async delete(name: string): Promise<boolean> {
    return this.stores.delete(name);
  }
}

/** Evaluates sw.js in a fresh context with a fake `self`, `caches` and `fetch`; returns helpers that fire its events. */
function loadWorker({ scriptUrl = `${ORIGIN}/sw.js`, version = 'v2' } = {}) {
  const fetch = vi.fn(async (request: Request | string) => new Response(`body of ${typeof request === 'string' ? request : request.url}`));
  const caches = new FakeCaches(fetch);
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: new URL(scriptUrl),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    clients: { claim: vi.fn(async () => {}) },
  };
  vm.runInNewContext(serviceWorkerSource({ version, precache: PRECACHE }), { self, caches, fetch, Response, URL });

  const extend = async (type: string, event: object = {}) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  const request = async (url: string, init: RequestInit = {}): Promise<Response | undefined> => {
    let answer: Promise<Response> | undefined;
    listeners.get('fetch')!({ request: new Request(new URL(url, ORIGIN), init), respondWith: (promise: Promise<Response>) => (answer = promise) });
    const response = await answer;
    await flush();
    return response;
  };
  return { self, caches, fetch, listeners, extend, request };
}

const page = { headers: { accept: 'text/html,application/xhtml+xml' } };

describe('serviceWorkerSource', () => {
  it('precaches the shell list into the versioned cache on install', async () => {
    const worker = loadWorker();
    await worker.extend('install');
    expect(worker.fetch.mock.calls.map(([url]) => url)).toEqual(PRECACHE);
    expect([...worker.caches.stores.keys()]).toEqual(['docsgen-v2']);
    expect([...worker.caches.stores.get('docsgen-v2')!.entries.keys()]).toEqual(PRECACHE.map((url) => `${ORIGIN}${url}`));
  });

  it("deletes older docsgen caches on activate, keeps other caches, and claims the open pages", async () => {
    const worker = loadWorker();
    await worker.caches.open('docsgen-v1');
    await worker.caches.open('another-app');
    await worker.extend('install');
    await worker.extend('activate');
    expect([...worker.caches.stores.keys()].sort()).toEqual(['another-app', 'docsgen-v2']);
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it("skips waiting on the 'skipWaiting' message only", () => {
    const worker = loadWorker();
    worker.listeners.get('message')!({ data: 'hello' });
    expect(worker.self.skipWaiting).not.toHaveBeenCalled();
    worker.listeners.get('message')!({ data: 'skipWaiting' });
    expect(worker.self.skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('serves pages from the network and keeps a copy of each', async () => {
    const worker = loadWorker();
    const response = await worker.request('/material-ui/react-button/', page);
    expect(await response!.text()).toBe(`body of ${ORIGIN}/material-ui/react-button/`);
    expect(worker.caches.stores.get('docsgen-v2')!.entries.has(`${ORIGIN}/material-ui/react-button/`)).toBe(true);
  });

  it('falls back to the cached copy of a page when the network fails', async () => {
    const worker = loadWorker();
    await worker.request('/material-ui/react-button/', page);
    worker.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = await worker.request('/material-ui/react-button/', page);
    expect(await offline!.text()).toBe(`body of ${ORIGIN}/material-ui/react-button/`);
  });

  it('answers a network error for a page never read before, offline', async () => {
    const worker = loadWorker();
    worker.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await worker.request('/material-ui/react-chip/', page))!.type).toBe('error');
  });

  it('does not keep failed page answers', async () => {
    const worker = loadWorker();
    worker.fetch.mockResolvedValueOnce(new Response('oops', { status: 500 }));
    expect((await worker.request('/material-ui/react-chip/', page))!.status).toBe(500);
    expect(worker.caches.stores.get('docsgen-v2')?.entries.size ?? 0).toBe(0);
  });

  it('serves hashed assets from the cache first, fetching and keeping the ones it lacks', async () => {
    const worker = loadWorker();
    await worker.extend('install');
    worker.fetch.mockClear();
    expect(await (await worker.request('/assets/runtime-3fa9c1d2.js'))!.text()).toBe('body of /assets/runtime-3fa9c1d2.js');
    expect(worker.fetch).not.toHaveBeenCalled();
    await worker.request('/assets/chunks/mountFeedback-AB12CD34.js');
    await worker.request('/assets/chunks/mountFeedback-AB12CD34.js');
    expect(worker.fetch).toHaveBeenCalledTimes(1);
  });

  it('finds assets below the worker when the site is served under a base path', async () => {
    const worker = loadWorker({ scriptUrl: `${ORIGIN}/docs/sw.js` });
    expect(await worker.request('/docs/assets/site-0123abcd.css')).toBeInstanceOf(Response);
  });

  it('leaves other methods, other origins and unlisted static files to the browser', async () => {
    const worker = loadWorker();
    expect(await worker.request('/api/feedback', { method: 'POST', body: '{}' })).toBeUndefined();
    expect(await worker.request('https://ads.example.net/ad.js')).toBeUndefined();
    expect(await worker.request('/static/logo.svg')).toBeUndefined();
  });
});
