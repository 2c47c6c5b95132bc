/** The page's analytics entry: page view and click tracking at once; user properties and sampled web vitals on first interaction. */
import type { AnalyticsConfig } from '../config.ts';
import { getAnalytics, type Analytics } from './analytics.ts';
import { installClickTracking } from './clickTracking.ts';
import { sendPageView } from './pageView.ts';

/** Starts every analytics concern once per page; returns the Analytics that islands (the ad slot) send through. */
export function startAnalytics(config?: AnalyticsConfig): Analytics {
  const analytics = getAnalytics(config);
  sendPageView(analytics);
  installClickTracking(analytics);
  // User properties and web vitals wait for the reader's first interaction, or the page being hidden: they add nothing
  // to the first paint, and web-vitals reads buffered performance entries, so loading it late loses no metric.
  let started = false;
  const later = () => {
    if (started) return;
    started = true;
    void import('./analyticsExtras.ts').then(({ startAnalyticsExtras }) => startAnalyticsExtras(analytics));
  };
  for (const type of ['pointerdown', 'keydown', 'scroll']) addEventListener(type, later, { once: true, passive: true });
  document.addEventListener('visibilitychange', later, { once: true });
  return analytics;
}
