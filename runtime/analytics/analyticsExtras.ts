/** The analytics that can wait for idle time: user properties and sampled web vitals. */
import type { Analytics } from './analytics.ts';
import { trackUserProperties } from './userProperties.ts';
import { reportWebVitals } from './webVitals.ts';

export function startAnalyticsExtras(analytics: Analytics): void {
  trackUserProperties(analytics);
  void reportWebVitals(analytics);
}
