/** The ad's analytics events (SPEC §7): `ad` with eventAction display (sampled, later for banners) or crash. */
import { AD_BANNER_DISPLAY_DELAY_MS, GA_ADS_DISPLAY_RATIO } from '../../constants.ts';
import type { Analytics } from '../../analytics/analytics.ts';
import type { AdLayout } from './adSlotMachine.ts';
import type { Clock } from './adSlotRunner.ts';

const AD_EVENT_CATEGORY = 'ad';

const nothingToCancel = (): void => {};

/** Sends `display` for a `ratio` share of displays, AD_BANNER_DISPLAY_DELAY_MS late for the image layout; returns a cancel function. */
export function scheduleAdDisplayEvent({
  analytics,
  label,
  layout,
  ratio = GA_ADS_DISPLAY_RATIO,
  random,
  clock,
}: {
  analytics: Analytics;
  label: string;
  layout: AdLayout;
  ratio?: number;
  random: () => number;
  clock: Clock;
}): () => void {
  // Sampled to stay within the analytics quota: one event per ad view would outnumber every other event.
  if (random() >= ratio) return nothingToCancel;
  const send = (): void => analytics.sendEvent(AD_EVENT_CATEGORY, { eventAction: 'display', eventLabel: label });
  if (layout === 'inline') {
    send();
    return nothingToCancel;
  }
  // A banner counts as seen only once it stayed on screen a moment; leaving the page or replacing the ad cancels it.
  const timer = clock.setTimeout(send, AD_BANNER_DISPLAY_DELAY_MS);
  return () => clock.clearTimeout(timer);
}

/** Reports that the slot failed to render and was hidden (SPEC §4). */
export function sendAdCrashEvent(analytics: Analytics, label: string): void {
  analytics.sendEvent(AD_EVENT_CATEGORY, { eventAction: 'crash', eventLabel: label });
}
