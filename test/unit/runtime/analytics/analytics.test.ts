import { describe, expect, it } from 'vitest';
import { getAnalytics, type AnalyticsScope } from '../../../../runtime/analytics/analytics.ts';

describe('getAnalytics', () => {
  it('calls the global gtag by default', () => {
    const calls: unknown[][] = [];
    const analytics = getAnalytics({}, { gtag: (...args: unknown[]) => calls.push(args) });
    analytics.sendEvent('ad', { eventAction: 'click', eventLabel: 'carbon-body-top-image' });
    expect(calls).toEqual([['event', 'ad', { eventAction: 'click', eventLabel: 'carbon-body-top-image' }]]);
  });

  it('calls the function named in the config', () => {
    const calls: unknown[][] = [];
    const scope: AnalyticsScope = { gtag: () => calls.push(['wrong']), track: (...args: unknown[]) => calls.push(args) };
    getAnalytics({ functionName: 'track' }, scope).gtag('set', 'user_properties', { a: 1 });
    expect(calls).toEqual([['set', 'user_properties', { a: 1 }]]);
  });

  it('queues calls in dataLayer as arguments objects while no function exists', () => {
    const scope: AnalyticsScope = {};
    const analytics = getAnalytics(undefined, scope);
    analytics.sendEvent('code', { eventAction: 'copy-click' });
    const [entry] = scope.dataLayer as IArguments[];
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    expect([...entry]).toEqual(['event', 'code', { eventAction: 'copy-click', eventLabel: undefined }]);
  });

  it('uses a function that appears after it was created', () => {
    const calls: unknown[][] = [];
    const scope: AnalyticsScope = {};
    const analytics = getAnalytics({}, scope);
    analytics.gtag('first');
    scope.gtag = (...args: unknown[]) => calls.push(args);
    analytics.gtag('second');
    expect(scope.dataLayer).toHaveLength(1);
    expect(calls).toEqual([['second']]);
  });
});
