/** The page's analytics entry: page view, click tracking, user properties and sampled web vitals. */
import type { AnalyticsConfig } from '../config.ts';
import { getAnalytics, type Analytics } from './analytics.ts';
import { installClickTracking } from './clickTracking.ts';
import { sendPageView } from './pageView.ts';
import { trackUserProperties } from './userProperties.ts';
import { reportWebVitals } from './webVitals.ts';

/** Starts every analytics concern once per page; returns the Analytics that islands (the ad slot) send through. */
export function startAnalytics(config?: AnalyticsConfig): Analytics {
  const analytics = getAnalytics(config);
  sendPageView(analytics);
  installClickTracking(analytics);
  trackUserProperties(analytics);
  void reportWebVitals(analytics);
  return analytics;
}
