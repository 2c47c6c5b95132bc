/**
 * The text of `/sw.js`: precaches the page shell on install, drops other versions' caches on activate, serves hashed
 * assets from the cache and pages from the network with the cached copy as the offline fallback.
 */
import { SKIP_WAITING_MESSAGE } from '../../runtime/shell/serviceWorker.ts';

export { SERVICE_WORKER_URL } from '../../runtime/shell/serviceWorker.ts';

export interface ServiceWorkerOptions {
  /** Names this build's cache; a new value makes browsers install the new worker and drop the old cache. */
  version: string;
  /** Site URLs fetched on install: the runtime entry and its static chunks, the shared CSS, `/404.html`. */
  precache: string[];
}

/** Prefix of every cache the worker owns, so activation deletes only its own old versions. */
const CACHE_PREFIX = 'docsgen-';

/** The worker script for this build; plain ES2017 so it runs in every browser that has service workers. */
export function serviceWorkerSource({ version, precache }: ServiceWorkerOptions): string {
  const cacheName = `${CACHE_PREFIX}${version}`;
  return `/* docsgen service worker: ${cacheName} */
'use strict';
const CACHE = ${JSON.stringify(cacheName)};
const PREFIX = ${JSON.stringify(CACHE_PREFIX)};
const PRECACHE = ${JSON.stringify(precache)};
// Resolved against the worker's own URL, so a site served below the host root finds its assets too.
const ASSETS = new URL('./assets/', self.location).pathname;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === ${JSON.stringify(SKIP_WAITING_MESSAGE)}) self.skipWaiting();
});

function isPage(request) {
  return request.mode === 'navigate' || (request.headers.get('accept') || '').includes('text/html');
}

function store(request, response) {
  // Opaque (0), partial (206) and error answers are not worth keeping: they would be served back as if complete.
  if (response.status === 200) {
    const copy = response.clone();
    caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

// Network first so readers see the latest docs; the last copy read is the fallback when offline.
function pageFromNetwork(request) {
  return fetch(request)
    .then((response) => store(request, response))
    .catch(() => caches.open(CACHE).then((cache) => cache.match(request)).then((cached) => cached || Response.error()));
}

// Hashed names never change content, so a cached copy is always right.
function assetFromCache(request) {
  return caches.open(CACHE).then((cache) => cache.match(request)).then((cached) => cached || fetch(request).then((response) => store(request, response)));
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (isPage(request)) event.respondWith(pageFromNetwork(request));
  else if (url.pathname.startsWith(ASSETS) || PRECACHE.includes(url.pathname)) event.respondWith(assetFromCache(request));
});
`;
}
