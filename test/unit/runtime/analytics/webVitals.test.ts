import { describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { isWebVitalsSession, reportWebVitals, type SessionStorageLike, type WebVitalsModule } from '../../../../runtime/analytics/webVitals.ts';
import { WEB_VITALS_SAMPLING_THRESHOLD } from '../../../../runtime/constants.ts';
import { createRecordingAnalytics } from '../../ads/fakeAnalytics.ts';

function memoryStorage(): SessionStorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

function fakeVitals() {
  const callbacks: ((metric: Metric) => void)[] = [];
  const on = (callback: (metric: never) => void) => void callbacks.push(callback as (metric: Metric) => void);
  const module = { onCLS: on, onFCP: on, onINP: on, onLCP: on, onTTFB: on } as unknown as WebVitalsModule;
  return { module, callbacks };
}

describe('isWebVitalsSession', () => {
  it('samples rolls up to and including the 0.0001 threshold', () => {
    expect(isWebVitalsSession(() => WEB_VITALS_SAMPLING_THRESHOLD, memoryStorage)).toBe(true);
    expect(isWebVitalsSession(() => 0, memoryStorage)).toBe(true);
    expect(isWebVitalsSession(() => 0.00011, memoryStorage)).toBe(false);
    expect(WEB_VITALS_SAMPLING_THRESHOLD).toBe(0.0001);
  });

  it('draws once per session and remembers the decision', () => {
    const storage = memoryStorage();
    const random = vi.fn(() => 0);
    expect(isWebVitalsSession(random, () => storage)).toBe(true);
    expect(isWebVitalsSession(random, () => storage)).toBe(true);
    expect(random).toHaveBeenCalledTimes(1);

    const unsampled = memoryStorage();
    unsampled.setItem('docsgen-web-vitals-sampled', '0');
    expect(isWebVitalsSession(() => 0, () => unsampled)).toBe(false);
  });

  it('still decides when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(isWebVitalsSession(() => 0, blocked)).toBe(true);
    expect(isWebVitalsSession(() => 0.5, blocked)).toBe(false);
  });
});

describe('reportWebVitals', () => {
  it('never loads the library outside sampled sessions', async () => {
    const load = vi.fn();
    await reportWebVitals(createRecordingAnalytics(), { random: () => 0.5, storage: memoryStorage, load });
    expect(load).not.toHaveBeenCalled();
  });

  it('reports each metric as an event named after it, value = delta', async () => {
    const analytics = createRecordingAnalytics();
    const vitals = fakeVitals();
    await reportWebVitals(analytics, { random: () => 0, storage: memoryStorage, load: async () => vitals.module });
    expect(vitals.callbacks).toHaveLength(5);
    vitals.callbacks[0]({ name: 'LCP', value: 1800, delta: 1200, id: 'v5-1' } as Metric);
    expect(analytics.calls).toEqual([
      ['event', 'LCP', { value: 1200, metric_label: 'Web Vitals', metric_value: 1800, metric_delta: 1200, metric_id: 'v5-1' }],
    ]);
  });
});
