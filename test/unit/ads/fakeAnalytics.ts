/** The real Analytics, bound to a global `gtag` that records its calls. */
import { getAnalytics, type Analytics } from '../../../runtime/analytics/analytics.ts';

export interface RecordingAnalytics extends Analytics {
  readonly calls: unknown[][];
}

export function createRecordingAnalytics(): RecordingAnalytics {
  const calls: unknown[][] = [];
  const analytics = getAnalytics({}, { gtag: (...args: unknown[]) => calls.push(args) });
  return { ...analytics, calls };
}
