/** Browser glue for the ad slot: runs the machine on real time for each `[data-ad-slot]` container and renders its states. */
import type { Analytics } from '../../analytics/analytics.ts';
import type { AdsConfig } from '../../config.ts';
import { scheduleAdDisplayEvent, sendAdCrashEvent } from './adEvents.ts';
import { fetchFeedAd, type FetchLike } from './adFeed.ts';
import { adSlotLabel, createAdSlotMachine, isBot, type AdSlotState, type PollResult } from './adSlotMachine.ts';
import { AD_SLOT_SELECTOR, DEFAULT_AD_PLACEMENT } from './adSlotMarkup.ts';
import { runAdSlot, type AdSlotRunner, type Clock } from './adSlotRunner.ts';
import { readAdSlotTexts } from './adSlotTexts.ts';
import { renderAd, renderAdblockMessage, setClickTracking } from './renderAd.ts';

const NETWORK_ELEMENT_SELECTOR = '.ea-placement, #carbonads, .carbonads';
const NETWORK_SCRIPT_ID = '_carbonads_js';

export interface MountAdSlotOptions {
  ads: AdsConfig;
  analytics: Analytics;
  /** Share of ad displays reported; AnalyticsConfig.GADisplayRatio, default GA_ADS_DISPLAY_RATIO. */
  GADisplayRatio?: number;
}

/** Everything the slot takes from the browser, injected so tests run without one. */
export interface AdSlotEnv {
  document: Document;
  random: () => number;
  clock: Clock;
  fetch: FetchLike;
  userAgent: string;
  /** Loads a tracking pixel. */
  loadImage: (url: string) => void;
}

function browserEnv(): AdSlotEnv {
  return {
    document: globalThis.document,
    random: Math.random,
    clock: globalThis as Clock,
    fetch: (url) => globalThis.fetch(url),
    userAgent: globalThis.navigator.userAgent,
    loadImage: (url) => {
      new Image().src = url;
    },
  };
}

function pollNetwork(doc: Document, fallbackUrl: string | undefined): PollResult {
  const element = doc.querySelector(NETWORK_ELEMENT_SELECTOR);
  if (element === null) return 'notFound';
  const link = element.querySelector('a')?.getAttribute('href');
  return fallbackUrl !== undefined && link === fallbackUrl ? 'carbonFallback' : 'found';
}

function isShown(state: AdSlotState): boolean {
  return state.status === 'network' || state.status === 'adblock' || state.status === 'in-house';
}

/** Runs one slot in `container`: picks the network source, polls for its ad, renders each state; returns the running slot. */
export function mountAdSlot(container: HTMLElement, options: MountAdSlotOptions, env: AdSlotEnv = browserEnv()): AdSlotRunner {
  const doc = env.document;
  const { analytics } = options;
  const placement = container.getAttribute('data-ad-placement') ?? DEFAULT_AD_PLACEMENT;
  const texts = readAdSlotTexts(container);
  const machine = createAdSlotMachine(env.random, { networkFallbackLink: options.ads.sponsorBackersUrl });
  const { layout } = machine;
  let networkHost: HTMLElement | null = null;
  let view: HTMLElement | null = null;
  let feedPixels: string[] = [];
  let cancelDisplayEvent = (): void => {};

  // The network host is only hidden, never moved or removed: the network's script keeps writing into it.
  const show = (next: HTMLElement | null): void => {
    view?.remove();
    view = next;
    if (next !== null) container.append(next);
    if (networkHost !== null) networkHost.hidden = next !== null;
  };

  const render = (state: AdSlotState, label: string): void => {
    container.setAttribute('data-ad-state', state.status);
    switch (state.status) {
      case 'network':
        if (state.ad === null) {
          show(null);
          if (networkHost !== null) setClickTracking(networkHost, label);
        } else {
          show(renderAd(doc, state.ad, layout, label, texts));
          for (const url of feedPixels) env.loadImage(url);
        }
        return;
      case 'adblock':
        show(
          state.content.kind === 'adblock-message'
            ? renderAdblockMessage(doc, label, texts)
            : renderAd(doc, state.content.ad, layout, label, texts),
        );
        return;
      case 'in-house':
        show(renderAd(doc, state.ad, layout, label, texts));
        return;
      case 'empty':
      case 'crashed':
        container.hidden = true;
        return;
      case 'undecided':
        return;
    }
  };

  const onChange = (state: AdSlotState): void => {
    cancelDisplayEvent();
    const label = adSlotLabel(state, placement, layout);
    try {
      render(state, label);
    } catch {
      // A broken ad must never break the page around it: the machine moves to crashed, which hides the slot.
      runner.dispatch({ type: 'crash' });
      return;
    }
    if (state.status === 'crashed') sendAdCrashEvent(analytics, label);
    if (isShown(state)) {
      cancelDisplayEvent = scheduleAdDisplayEvent({
        analytics,
        label,
        layout,
        ratio: options.GADisplayRatio,
        random: env.random,
        clock: env.clock,
      });
    }
  };

  const runner = runAdSlot(machine, {
    clock: env.clock,
    poll: () => pollNetwork(doc, options.ads.sponsorBackersUrl),
    onChange,
  });
  container.setAttribute('data-ad-state', runner.state.status);

  if (isBot(env.userAgent)) {
    runner.dispatch({ type: 'botDetected' });
    return runner;
  }
  const { feedUrl, networkScriptUrl } = options.ads;
  // One network script per page: its id is fixed, and a second copy would render a second banner in the same place.
  const scriptUrl = doc.getElementById(NETWORK_SCRIPT_ID) === null ? networkScriptUrl : undefined;
  // Each layout has a natural source (the banner script for image, the feed for inline); either stands in for the other.
  if (feedUrl !== undefined && (layout === 'inline' || scriptUrl === undefined)) {
    void fetchFeedAd(feedUrl, env.fetch).then((feedAd) => {
      feedPixels = feedAd?.pixels ?? [];
      runner.dispatch({ type: 'feedResult', ad: feedAd?.ad ?? null });
    });
  } else if (scriptUrl !== undefined) {
    networkHost = doc.createElement('div');
    networkHost.className = 'Ad-root Ad-network';
    const script = doc.createElement('script');
    script.id = NETWORK_SCRIPT_ID;
    script.src = scriptUrl;
    script.async = true;
    // The network's script renders its ad next to itself, so it goes inside the slot.
    networkHost.append(script);
    container.append(networkHost);
  } else {
    runner.dispatch({ type: 'noNetwork' });
  }
  return runner;
}

/** Mounts every `[data-ad-slot]` container on the page; none when ads are disabled. */
export function mountAdSlots(options: MountAdSlotOptions, env: AdSlotEnv = browserEnv()): AdSlotRunner[] {
  if (!options.ads.enabled) return [];
  return [...env.document.querySelectorAll<HTMLElement>(AD_SLOT_SELECTOR)].map((container) =>
    mountAdSlot(container, options, env),
  );
}
