/**
 * The script open pages load in watch mode. An edit to one page arrives as that page's new HTML and is patched in
 * place; after a whole-site rebuild the page fetches its new HTML and patches it in too when only its main column
 * changed, or reloads (keeping its scroll position); a failed build shows its error over the page until the next good one. The page names this script with the id of the build that wrote it
 * (`client.js?build=N`), so a rebuild that lands before the event stream connects is still noticed.
 */
import { showBuildError } from './errorOverlay.ts';
import { onlyPatchableChanges, patchPage } from './patchPage.ts';
import type { LiveReloadEvents } from './protocol.ts';

declare const EVENTS_PATH: string;

const scrollKey = `docsgen:scroll:${location.pathname}`;
let shownBuild = Number(new URL(import.meta.url).searchParams.get('build'));

const saved = sessionStorage.getItem(scrollKey);
if (saved !== null) {
  sessionStorage.removeItem(scrollKey);
  requestAnimationFrame(() => scrollTo(0, Number(saved)));
}

function reload(): void {
  sessionStorage.setItem(scrollKey, String(scrollY));
  location.reload();
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const fetchPage = async () => parse(await (await fetch(location.href, { cache: 'no-store' })).text());
/** The server HTML the open page shows, the base each patch is merged against (the DOM itself has changed since). */
let served: Promise<Document> = fetchPage();

/**
 * Brings the page to `next`, the new HTML of build `buildId`: patched in place when it can be, reloaded otherwise. A
 * page rebuilt alone changed only inside its main column (the server rebuilds the site for anything more), so only
 * after a site rebuild is the rest compared.
 */
async function show(next: Document, buildId: number, siteRebuilt: boolean): Promise<void> {
  const base = await served;
  if ((siteRebuilt && !onlyPatchableChanges(base, next)) || !patchPage(base, next)) return reload();
  served = Promise.resolve(next);
  shownBuild = buildId;
}

const isThisPage = (route: string) => decodeURI(location.pathname).replace(/index\.html$/, '') === route;

/** Events are handled one at a time, in order: a patch waits for the one before it. */
let queue = Promise.resolve();
function on<K extends keyof LiveReloadEvents>(events: EventSource, type: K, handle: (data: LiveReloadEvents[K]) => void | Promise<void>): void {
  events.addEventListener(type, (event) => {
    const data = JSON.parse((event as MessageEvent<string>).data) as LiveReloadEvents[K];
    queue = queue.then(() => handle(data)).catch((error: unknown) => {
      console.error('docsgen: could not patch the page, reloading it', error);
      reload();
    });
  });
}

const events = new EventSource(EVENTS_PATH);
on(events, 'hello', (state) => {
  showBuildError(state.ok ? null : state.message);
  // A build finished while the page loaded: which HTML the patch base holds is unknown, so the page loads again.
  if (state.ok && state.buildId !== shownBuild) reload();
});
on(events, 'build-error', ({ message }) => showBuildError(message));
on(events, 'site-rebuilt', async ({ buildId }) => {
  showBuildError(null);
  await show(await fetchPage(), buildId, true);
});
on(events, 'page', async ({ route, buildId, html }) => {
  showBuildError(null);
  if (isThisPage(route)) await show(parse(html), buildId, false);
  else shownBuild = buildId;
});
