import { describe, expect, it } from 'vitest';
import { AD_BANNER_DISPLAY_DELAY_MS } from '../../../../../runtime/constants.ts';
import { scheduleAdDisplayEvent, sendAdCrashEvent } from '../../../../../runtime/islands/ads/adEvents.ts';
import { createRecordingAnalytics } from '../../../ads/fakeAnalytics.ts';
import { createFakeClock } from '../../../fakeClock.ts';

const display = (label: string) => ['event', 'ad', { eventAction: 'display', eventLabel: label }];

function schedule(roll: number, layout: 'inline' | 'image', ratio?: number) {
  const analytics = createRecordingAnalytics();
  const clock = createFakeClock();
  const cancel = scheduleAdDisplayEvent({ analytics, label: 'carbon-body-top-' + layout, layout, ratio, random: () => roll, clock });
  return { analytics, clock, cancel };
}

describe('scheduleAdDisplayEvent', () => {
  it('sends for rolls below the 0.1 display ratio and not from it', () => {
    expect(schedule(0.0999, 'inline').analytics.calls).toEqual([display('carbon-body-top-inline')]);
    expect(schedule(0.1, 'inline').analytics.calls).toEqual([]);
  });

  it('uses the configured ratio', () => {
    expect(schedule(0.4, 'inline', 0.5).analytics.calls).toHaveLength(1);
    expect(schedule(0.6, 'inline', 0.5).analytics.calls).toHaveLength(0);
  });

  it('sends the banner (image) event 2500 ms later', () => {
    const { analytics, clock } = schedule(0, 'image');
    clock.advance(AD_BANNER_DISPLAY_DELAY_MS - 1);
    expect(analytics.calls).toEqual([]);
    clock.advance(1);
    expect(analytics.calls).toEqual([display('carbon-body-top-image')]);
    expect(AD_BANNER_DISPLAY_DELAY_MS).toBe(2500);
  });

  it('drops a pending banner event when cancelled', () => {
    const { analytics, clock, cancel } = schedule(0, 'image');
    clock.advance(1000);
    cancel();
    clock.advance(10_000);
    expect(analytics.calls).toEqual([]);
  });

  it('schedules nothing for an unsampled banner', () => {
    const { clock } = schedule(0.5, 'image');
    expect(clock.pending).toBe(0);
  });
});

describe('sendAdCrashEvent', () => {
  it('sends ad/crash with the label', () => {
    const analytics = createRecordingAnalytics();
    sendAdCrashEvent(analytics, 'in-house-body-top-image');
    expect(analytics.calls).toEqual([['event', 'ad', { eventAction: 'crash', eventLabel: 'in-house-body-top-image' }]]);
  });
});
