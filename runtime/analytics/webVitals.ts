/** Web-vitals reporting (SPEC §7): on for about 1 session in 10000, and only those sessions download the library. */
import type { Metric } from 'web-vitals';
import { WEB_VITALS_SAMPLING_THRESHOLD } from '../constants.ts';
import type { Analytics } from './analytics.ts';

export type WebVitalsModule = Pick<typeof import('web-vitals'), 'onCLS' | 'onFCP' | 'onINP' | 'onLCP' | 'onTTFB'>;
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export interface WebVitalsEnv {
  random?: () => number;
  /** A getter, because merely reading `sessionStorage` throws where the reader blocks storage. */
  storage?: () => SessionStorageLike | undefined;
  load?: () => Promise<WebVitalsModule>;
}

const SAMPLED_KEY = 'docsgen-web-vitals-sampled';

function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    // Storage blocked or full: the decision then holds for this page only.
    return undefined;
  }
}

/** Whether this browser session reports web vitals: drawn once, then remembered in sessionStorage across pages. */
export function isWebVitalsSession(random: () => number, storage: () => SessionStorageLike | undefined): boolean {
  const stored = attempt(() => storage()?.getItem(SAMPLED_KEY));
  if (stored === '1' || stored === '0') return stored === '1';
  const sampled = random() <= WEB_VITALS_SAMPLING_THRESHOLD;
  attempt(() => storage()?.setItem(SAMPLED_KEY, sampled ? '1' : '0'));
  return sampled;
}

/** In a sampled session, loads web-vitals and sends each metric as an event named after it. */
export async function reportWebVitals(analytics: Analytics, env: WebVitalsEnv = {}): Promise<void> {
  const {
    random = Math.random,
    storage = () => globalThis.sessionStorage,
    load = () => import('web-vitals'),
  } = env;
  if (!isWebVitalsSession(random, storage)) return;
  const vitals = await load();
  const report = (metric: Metric): void =>
    analytics.gtag('event', metric.name, {
      value: metric.delta,
      metric_label: 'Web Vitals',
      metric_value: metric.value,
      metric_delta: metric.delta,
      metric_id: metric.id,
    });
  for (const onMetric of [vitals.onCLS, vitals.onFCP, vitals.onINP, vitals.onLCP, vitals.onTTFB]) onMetric(report);
}
