/** The ad slot as an explicit state machine (SPEC §4 Ad slot): what the slot shows, decided by polls, the feed, bots and crashes. */
import { AD_ADBLOCK_AFTER_ATTEMPTS, AD_INHOUSE_ADBLOCK_MESSAGE_PROBABILITY, AD_INLINE_PROBABILITY } from '../../constants.ts';
import type { Ad } from './ad.ts';
import { IN_HOUSE_ADS } from './inHouseAds.ts';

export type AdLayout = 'inline' | 'image';

/** One poll of the page: the network's element, nothing yet, or the network's fallback link (it had no paid ad to serve). */
export type PollResult = 'found' | 'notFound' | 'carbonFallback';

/** What an adblock reader sees: the support message, or one of the in-house ads. */
export type AdblockContent = { kind: 'adblock-message' } | { kind: 'in-house'; ad: Ad };

/**
 * - `adblock` is a guess that a late network ad still overturns.
 * - `network.ad` is null when the network's script renders its own element, an Ad when the slot renders a feed entry.
 * - `in-house.reason`: `network-fallback` when the network had nothing to serve, `no-network` when the site configures none.
 * - `crashed.from` keeps what was being shown, so the crash event can say which ad broke.
 */
export type AdSlotState =
  | { status: 'undecided' }
  | { status: 'network'; ad: Ad | null }
  | { status: 'adblock'; content: AdblockContent }
  | { status: 'in-house'; ad: Ad; reason: 'network-fallback' | 'no-network' }
  | { status: 'empty' }
  | { status: 'crashed'; from: AdSlotState };

export type AdSlotEvent =
  /** `attempt` counts from 1; the runner owns the count so that a poll finding nothing changes no state. */
  | { type: 'poll'; result: PollResult; attempt: number }
  | { type: 'feedResult'; ad: Ad | null }
  | { type: 'noNetwork' }
  | { type: 'botDetected' }
  | { type: 'crash' };

export interface AdSlotMachine {
  /** Chosen once when the machine is created. */
  readonly layout: AdLayout;
  readonly initial: AdSlotState;
  /** Pure: the same state and event always give the same next state (the same object when nothing changes). */
  transition(state: AdSlotState, event: AdSlotEvent): AdSlotState;
}

export interface AdSlotMachineOptions {
  /** The network's sponsor-backers link; a feed entry pointing there counts as the network's fallback. */
  networkFallbackLink?: string;
}

/** Creates a slot's machine, drawing `random` three times up front: layout, adblock message vs ad, which in-house ad. */
export function createAdSlotMachine(random: () => number, options: AdSlotMachineOptions = {}): AdSlotMachine {
  const layout: AdLayout = random() < AD_INLINE_PROBABILITY ? 'inline' : 'image';
  // Drawn now rather than on entering a state, so a slot never flips between two random choices while polling.
  const showAdblockMessage = random() < AD_INHOUSE_ADBLOCK_MESSAGE_PROBABILITY;
  const inHouseAd = IN_HOUSE_ADS[Math.floor(random() * IN_HOUSE_ADS.length)];
  const adblockContent: AdblockContent = showAdblockMessage
    ? { kind: 'adblock-message' }
    : { kind: 'in-house', ad: inHouseAd };
  const networkFallback: AdSlotState = { status: 'in-house', ad: inHouseAd, reason: 'network-fallback' };

  const decide = (state: AdSlotState, event: AdSlotEvent): AdSlotState => {
    if (event.type === 'feedResult') {
      if (event.ad === null) return state; // No feed ad: the polls alone decide between network and adblock.
      return event.ad.link === options.networkFallbackLink ? networkFallback : { status: 'network', ad: event.ad };
    }
    if (event.type !== 'poll') return state;
    if (event.result === 'found') return { status: 'network', ad: null };
    if (event.result === 'carbonFallback') return networkFallback;
    return state.status === 'undecided' && event.attempt > AD_ADBLOCK_AFTER_ATTEMPTS
      ? { status: 'adblock', content: adblockContent }
      : state;
  };

  const transition = (state: AdSlotState, event: AdSlotEvent): AdSlotState => {
    if (event.type === 'crash') return state.status === 'crashed' ? state : { status: 'crashed', from: state };
    switch (state.status) {
      case 'undecided':
        if (event.type === 'botDetected') return { status: 'empty' };
        if (event.type === 'noNetwork') return { status: 'in-house', ad: inHouseAd, reason: 'no-network' };
        return decide(state, event);
      case 'adblock':
        // A slow connection looks like an adblocker for a while; the network ad wins if it shows up after all.
        return decide(state, event);
      default:
        // network, in-house, empty and crashed are final: only a crash leaves them.
        return state;
    }
  };

  return { layout, initial: { status: 'undecided' }, transition };
}

// "bot" also covers googlebot and robot.
const BOT_USER_AGENT = /bot|crawler|spider|crawling/i;

/** Whether the user agent is a crawler or bot, for which the slot stays empty. */
export function isBot(userAgent: string): boolean {
  return BOT_USER_AGENT.test(userAgent);
}

/** The slot label analytics events carry: `${source}-${placement}-${layout}`, e.g. `in-house-adblock-body-top-image`. */
export function adSlotLabel(state: AdSlotState, placement: string, layout: AdLayout): string {
  return `${labelSource(state)}-${placement}-${layout}`;
}

function labelSource(state: AdSlotState): string {
  switch (state.status) {
    case 'network':
      return 'carbon';
    case 'adblock':
      return state.content.kind === 'adblock-message' ? 'in-house-adblock' : 'in-house';
    case 'in-house':
      return state.reason === 'network-fallback' ? 'in-house-carbon' : 'in-house';
    case 'crashed':
      return labelSource(state.from);
    default:
      return state.status;
  }
}
