import { describe, expect, it } from 'vitest';
import type { Ad } from '../../../../../runtime/islands/ads/ad.ts';
import {
  adSlotLabel,
  createAdSlotMachine,
  isBot,
  type AdSlotEvent,
  type AdSlotMachine,
  type AdSlotState,
} from '../../../../../runtime/islands/ads/adSlotMachine.ts';
import { IN_HOUSE_ADS } from '../../../../../runtime/islands/ads/inHouseAds.ts';
import { sequence } from '../../../fakeClock.ts';

const feedAd: Ad = { link: 'https://ads.example/click', img: '', name: 'Acme', description: 'Rockets', poweredby: 'Carbon', label: 'carbon-feed' };
const notFound = (attempt: number): AdSlotEvent => ({ type: 'poll', result: 'notFound', attempt });

/** Machine with rolls [layout, adblock message, in-house pick]. */
function machineWith(rolls: number[], networkFallbackLink?: string): AdSlotMachine {
  return createAdSlotMachine(sequence(rolls), { networkFallbackLink });
}

function run(machine: AdSlotMachine, events: AdSlotEvent[], from: AdSlotState = machine.initial): AdSlotState {
  return events.reduce((state, event) => machine.transition(state, event), from);
}

const misses = (count: number): AdSlotEvent[] => Array.from({ length: count }, (_, i) => notFound(i + 1));

describe('layout', () => {
  it('is inline below the 0.2 boundary and image from it', () => {
    expect(machineWith([0.1999]).layout).toBe('inline');
    expect(machineWith([0.2]).layout).toBe('image');
    expect(machineWith([0.9]).layout).toBe('image');
  });
});

describe('polling', () => {
  it('starts undecided', () => {
    expect(machineWith([0.5]).initial).toEqual({ status: 'undecided' });
  });

  it('uses the network ad when its element is found', () => {
    const machine = machineWith([0.5]);
    const state = run(machine, [...misses(3), { type: 'poll', result: 'found', attempt: 4 }]);
    expect(state).toEqual({ status: 'network', ad: null });
    expect(adSlotLabel(state, 'body-top', machine.layout)).toBe('carbon-body-top-image');
  });

  it('stays undecided through 6 empty polls and assumes adblock on the 7th', () => {
    const machine = machineWith([0.5, 0.5, 0]);
    expect(run(machine, misses(6))).toEqual({ status: 'undecided' });
    expect(run(machine, misses(7)).status).toBe('adblock');
  });

  it('returns the same object for a poll that changes nothing', () => {
    const machine = machineWith([0.5]);
    const adblock = run(machine, misses(7));
    expect(machine.transition(adblock, notFound(8))).toBe(adblock);
    expect(machine.transition(machine.initial, notFound(1))).toBe(machine.initial);
  });

  it('shows the adblock message when the roll is below 0.2 (20%)', () => {
    const machine = machineWith([0.5, 0.1999, 0]);
    const state = run(machine, misses(7));
    expect(state).toEqual({ status: 'adblock', content: { kind: 'adblock-message' } });
    expect(adSlotLabel(state, 'body-top', 'image')).toBe('in-house-adblock-body-top-image');
  });

  it('shows a random in-house ad otherwise (80%), picked by the third roll', () => {
    const first = run(machineWith([0.5, 0.2, 0]), misses(7));
    const last = run(machineWith([0.5, 0.2, 0.999]), misses(7));
    expect(first).toEqual({ status: 'adblock', content: { kind: 'in-house', ad: IN_HOUSE_ADS[0] } });
    expect(last).toEqual({ status: 'adblock', content: { kind: 'in-house', ad: IN_HOUSE_ADS[4] } });
    expect(adSlotLabel(first, 'body-top', 'inline')).toBe('in-house-body-top-inline');
  });

  it('lets a network ad that appears after the adblock guess win', () => {
    const machine = machineWith([0.5]);
    const state = run(machine, [...misses(12), { type: 'poll', result: 'found', attempt: 13 }]);
    expect(state).toEqual({ status: 'network', ad: null });
  });

  it('shows an in-house ad labelled in-house-carbon when the network serves its fallback link', () => {
    const machine = machineWith([0.5, 0.5, 0.5]);
    const state = run(machine, [{ type: 'poll', result: 'carbonFallback', attempt: 1 }]);
    expect(state).toEqual({ status: 'in-house', ad: IN_HOUSE_ADS[2], reason: 'network-fallback' });
    expect(adSlotLabel(state, 'body-top', 'image')).toBe('in-house-carbon-body-top-image');
  });
});

describe('feed', () => {
  it('shows a feed ad as the network ad', () => {
    const machine = machineWith([0.1]);
    const state = run(machine, [{ type: 'feedResult', ad: feedAd }]);
    expect(state).toEqual({ status: 'network', ad: feedAd });
    expect(adSlotLabel(state, 'body-top', machine.layout)).toBe('carbon-body-top-inline');
  });

  it('leaves the decision to the polls when the feed has no ad', () => {
    const machine = machineWith([0.1]);
    expect(run(machine, [{ type: 'feedResult', ad: null }])).toBe(machine.initial);
    expect(run(machine, [{ type: 'feedResult', ad: null }, ...misses(7)]).status).toBe('adblock');
  });

  it('replaces the adblock guess with a feed ad that arrives late', () => {
    const machine = machineWith([0.1]);
    expect(run(machine, [...misses(8), { type: 'feedResult', ad: feedAd }])).toEqual({ status: 'network', ad: feedAd });
  });

  it('treats a feed ad pointing at the sponsor-backers link as the network fallback', () => {
    const machine = machineWith([0.1, 0.5, 0], 'https://docs.example.com/backers/');
    const state = run(machine, [{ type: 'feedResult', ad: { ...feedAd, link: 'https://docs.example.com/backers/' } }]);
    expect(state).toEqual({ status: 'in-house', ad: IN_HOUSE_ADS[0], reason: 'network-fallback' });
  });
});

describe('bots, missing network and crashes', () => {
  it('stays empty for bots', () => {
    const machine = machineWith([0.5]);
    const state = run(machine, [{ type: 'botDetected' }]);
    expect(state).toEqual({ status: 'empty' });
    expect(run(machine, [{ type: 'poll', result: 'found', attempt: 1 }], state)).toBe(state);
  });

  it('shows an in-house ad labelled in-house when the site configures no network', () => {
    const machine = machineWith([0.5, 0.1, 0.3]);
    const state = run(machine, [{ type: 'noNetwork' }]);
    expect(state).toEqual({ status: 'in-house', ad: IN_HOUSE_ADS[1], reason: 'no-network' });
    expect(adSlotLabel(state, 'body-top', 'image')).toBe('in-house-body-top-image');
  });

  it('crashes from any state, keeping what crashed for the label', () => {
    const machine = machineWith([0.5, 0.1, 0]);
    for (const events of [[], misses(7), [{ type: 'poll', result: 'found', attempt: 1 } as const], [{ type: 'noNetwork' } as const]]) {
      const before = run(machine, events);
      const crashed = machine.transition(before, { type: 'crash' });
      expect(crashed).toEqual({ status: 'crashed', from: before });
      expect(adSlotLabel(crashed, 'body-top', 'image')).toBe(adSlotLabel(before, 'body-top', 'image'));
      expect(machine.transition(crashed, { type: 'crash' })).toBe(crashed);
      expect(machine.transition(crashed, { type: 'poll', result: 'found', attempt: 9 })).toBe(crashed);
    }
  });

  it('keeps decided states final', () => {
    const machine = machineWith([0.5]);
    const network = run(machine, [{ type: 'poll', result: 'found', attempt: 1 }]);
    for (const event of [notFound(9), { type: 'feedResult', ad: feedAd }, { type: 'botDetected' }, { type: 'noNetwork' }] as AdSlotEvent[]) {
      expect(machine.transition(network, event)).toBe(network);
    }
  });
});

describe('isBot', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'Sogou web spider/4.0',
    'SomeCrawler/1.0',
    'archive.org crawling agent',
    'Robot/1.0',
  ])('recognises %s', (userAgent) => {
    expect(isBot(userAgent)).toBe(true);
  });

  it('lets browsers through', () => {
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36')).toBe(false);
  });
});
