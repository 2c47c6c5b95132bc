/** The browser runtime every page loads: plain TypeScript for the shell controls, islands loaded only when needed. */
import { followModeChanges } from './shell/colorMode.ts';
import { mountModeToggle } from './shell/modeToggle.ts';
import { mountNavDrawer } from './shell/navDrawer.ts';
import { mountVersionsMenu } from './shell/versionsMenu.ts';
import { mountTocScrollSpy } from './shell/tocScrollSpy.ts';
import { mountIslands } from './islands/mountIslands.ts';
import { mountCodeCopy } from './islands/copy/mountCodeCopy.ts';
import { mountCodeVariantSwitch } from './shell/codeVariantSwitch.ts';
import { mountSettingsDrawer } from './shell/settingsDrawer.ts';
import { mountCodeTabs } from './shell/codeTabs.ts';
import { startAnalytics } from './analytics/startAnalytics.ts';
import { readPageData } from './pageData.ts';
import { AD_SLOT_SELECTOR } from './islands/ads/adSlotMarkup.ts';
import { mountSearch } from './islands/search/searchDialog.ts';
import { loadFeedback } from './islands/feedback/loadFeedback.ts';
import { registerServiceWorker } from './shell/serviceWorker.ts';

const page = readPageData();
const analytics = startAnalytics(page.analytics);

followModeChanges();
mountModeToggle();
mountNavDrawer();
mountVersionsMenu();
mountSettingsDrawer();
mountSearch(page.productId);
mountTocScrollSpy();
mountCodeVariantSwitch();
mountCodeTabs();
if (document.querySelector('.MuiCode-root')) mountCodeCopy();
mountIslands();
loadFeedback(page);
void registerServiceWorker(page);

if (document.querySelector(AD_SLOT_SELECTOR)) {
  if (!page.ads) throw new Error('docsgen: the ad config is missing: the page has an ad slot but the site config has no `ads` section.');
  const ads = page.ads;
  void import('./islands/ads/mountAdSlot.ts').then(({ mountAdSlots }) =>
    mountAdSlots({ ads, analytics, GADisplayRatio: page.analytics?.GADisplayRatio }),
  );
}
