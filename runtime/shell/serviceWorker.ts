/**
 * Registers the offline service worker on the production host only (SPEC §4 Service worker) and, when a new version is
 * waiting, activates it and reloads the page once the reader comes back to the tab (reference §10).
 */
import type { PageData } from '../pageData.ts';

/** Where the build writes the worker; at the root so its scope covers every page. */
export const SERVICE_WORKER_URL = '/sw.js';
/** The message that tells a waiting worker to take over; cli/build/serviceWorker.ts listens for it. */
export const SKIP_WAITING_MESSAGE = 'skipWaiting';
const FOCUS_POLL_MS = 100;

type WorkerLike = Pick<ServiceWorker, 'state' | 'postMessage' | 'addEventListener'>;
type RegistrationLike = Pick<ServiceWorkerRegistration, 'addEventListener'> & { installing: WorkerLike | null; waiting: WorkerLike | null };

/** What registration takes from the browser, injected so tests run without one. */
export interface ServiceWorkerEnv {
  navigator: { serviceWorker?: { controller: unknown; register(url: string): Promise<RegistrationLike> } };
  location: { host: string; reload(): void };
  document: { hasFocus(): boolean };
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Registers `/sw.js` when the browser supports it and the page is served from `page.productionHost`; resolves when done. */
export async function registerServiceWorker(
  page: Pick<PageData, 'productionHost'>,
  env: ServiceWorkerEnv = globalThis as unknown as ServiceWorkerEnv,
): Promise<void> {
  const container = env.navigator.serviceWorker;
  // Local builds and previews must not install a worker that would keep serving stale pages there.
  if (!container || !page.productionHost || env.location.host !== page.productionHost) return;
  let registration: RegistrationLike;
  try {
    registration = await container.register(SERVICE_WORKER_URL);
  } catch {
    // The site works without the worker (it only adds offline reading), so a refused registration is not the reader's problem.
    return;
  }
  // Without a controller this is the first install: the page already runs the newest code, nothing to reload.
  if (!container.controller) return;

  let reloading = false;
  const lazyReload = (): void => {
    if (reloading) return;
    reloading = true;
    // Reloading a background tab would lose the reader's place unseen; wait until they look at it again.
    const timer = env.setInterval(() => {
      if (!env.document.hasFocus()) return;
      env.clearInterval(timer);
      env.location.reload();
    }, FOCUS_POLL_MS);
  };

  const follow = (worker: WorkerLike): void => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && registration.waiting) registration.waiting.postMessage(SKIP_WAITING_MESSAGE);
      else if (worker.state === 'activated') lazyReload();
    });
  };

  if (registration.waiting) {
    // Reference §10 only posts here; following the worker too makes the page reload once it has taken over (SPEC §4).
    follow(registration.waiting);
    registration.waiting.postMessage(SKIP_WAITING_MESSAGE);
  } else if (registration.installing) {
    follow(registration.installing);
  } else {
    registration.addEventListener('updatefound', () => {
      if (registration.installing) follow(registration.installing);
    });
  }
}
