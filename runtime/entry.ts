/**
 * The browser runtime every page loads: plain TypeScript for the shell controls. Everything else waits until it is
 * needed — on intent (pointer or focus heading for its control), on visibility, or on idle — so a docs page stays small.
 */
import { followModeChanges } from './shell/colorMode.ts';
import { mountModeToggle } from './shell/modeToggle.ts';
import { mountNavDrawer } from './shell/navDrawer.ts';
import { mountVersionsMenu } from './shell/versionsMenu.ts';
import { mountTocScrollSpy } from './shell/tocScrollSpy.ts';
import { mountCodeVariantSwitch } from './shell/codeVariantSwitch.ts';
import { mountCodeTabs } from './shell/codeTabs.ts';
import { writeBackCodePreferences } from './shell/codePreferenceCookies.ts';
import { onIntent } from './shell/onIntent.ts';
import { loadOnIntent } from './shell/loadOnIntent.ts';
import { noteIntent } from './islands/noteIntent.ts';
import { cacheWebFontsForNextPages } from './shell/webFonts.ts';
import { mountSearch } from './islands/search/searchDialog.ts';
import { loadFeedback } from './islands/feedback/loadFeedback.ts';
import { AD_SLOT_SELECTOR } from './islands/ads/adSlotMarkup.ts';
import { startAnalytics } from './analytics/startAnalytics.ts';
import { readPageData } from './pageData.ts';
import { runInSteps } from './utils/yieldToMain.ts';
import { CONTENT_PATCHED_EVENT, type ContentPatched } from './liveReload/protocol.ts';

/** Islands (live demos, templates, MDX components, the styling switch) are wired by a chunk that only pages with islands load. */
function mountIslandsWhereUsed(within: readonly ParentNode[] = [document]): void {
  if (within.some((root) => root.querySelector('[data-island]') ?? (root instanceof Element && root.matches('[data-island]')))) {
    void import('./islands/mountIslands.ts').then(({ mountIslands }) => mountIslands(within));
  }
}

/** Collapsed nav groups (a nav too large to send whole) load their entries from fragments; other navs need no code for it. */
function mountNavFragmentsWhereUsed(): void {
  if (document.querySelector('#app-nav [data-nav-fragment]')) void import('./shell/navFragments.ts').then(({ mountNavFragments }) => mountNavFragments());
}

const page = readPageData();
const analytics = startAnalytics(page.analytics);

// The header's controls and keyboard shortcuts first, in this task: a reader may press Ctrl+K or click the mode
// toggle the moment the page is there, and an input that comes before its listener is lost.
followModeChanges();
mountModeToggle();
mountNavDrawer();
mountVersionsMenu();
mountSearch(page.productId);
noteIntent();
// The rest in short tasks of their own, the browser free in between: the reader can scroll, and the page can paint,
// while it starts; no one piece of it adds up to a long task.
void runInSteps([
  mountNavFragmentsWhereUsed,
  mountTocScrollSpy,
  writeBackCodePreferences,
  mountCodeVariantSwitch,
  mountCodeTabs,
  () => mountIslandsWhereUsed(),
  () => loadFeedback(page),
  () => void cacheWebFontsForNextPages(),
]);
// Watch mode patches an edited page in place: the islands it inserts are wired up like the page's own.
document.addEventListener(CONTENT_PATCHED_EVENT, (event) => mountIslandsWhereUsed((event as CustomEvent<ContentPatched>).detail.inserted));

/** Settings drawer: fetched on intent; a click toggles it as soon as the (small) chunk is there. */
const loadSettings = () => import('./shell/settingsDrawer.ts');
onIntent('[data-settings-open]', () => void loadSettings());
document.addEventListener('click', (event) => {
  const opener = (event.target as Element).closest?.<HTMLElement>('[data-settings-open]');
  if (opener) void loadSettings().then(({ toggleSettings }) => toggleSettings(opener));
});

/** Copy buttons: fetched when the pointer or focus reaches a code block; a click that lands before they are mounted is replayed. */
loadOnIntent({ intent: '.MuiCode-root', click: '.MuiCode-copy' }, () =>
  import('./islands/copy/mountCodeCopy.ts').then(({ mountCodeCopy }) => void mountCodeCopy()),
);
/** The demo toolbar's actions, likewise (its links and code switches work without them). */
loadOnIntent({ intent: '.demo-toolbar', click: '.demo-toolbar button[data-demo-action]' }, () =>
  import('./islands/demo/demoToolbar.ts').then(({ mountDemoToolbar }) => mountDemoToolbar()),
);

if (document.querySelector(AD_SLOT_SELECTOR)) {
  if (!page.ads) throw new Error('docsgen: the ad config is missing: the page has an ad slot but the site config has no `ads` section.');
  const ads = page.ads;
  void import('./islands/ads/mountAdSlot.ts').then(({ mountAdSlots }) =>
    mountAdSlots({ ads, analytics, GADisplayRatio: page.analytics?.GADisplayRatio }),
  );
}

const notFound = document.querySelector<HTMLElement>('[data-not-found]');
if (notFound) void import('./shell/notFoundPage.ts').then(({ mountNotFoundPage }) => mountNotFoundPage(notFound));

const densityControls = document.querySelector<HTMLElement>('[data-density-controls]');
if (densityControls) void import('./shell/densityControls.ts').then(({ mountDensityControls }) => mountDensityControls(densityControls));

if (page.productionHost && location.host === page.productionHost) {
  void import('./shell/serviceWorker.ts').then(({ registerServiceWorker }) => registerServiceWorker(page));
}
