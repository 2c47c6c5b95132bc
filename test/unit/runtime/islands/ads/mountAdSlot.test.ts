import { describe, expect, it, vi } from 'vitest';
import type { AdsConfig } from '../../../../../runtime/config.ts';
import type { FetchLike } from '../../../../../runtime/islands/ads/adFeed.ts';
import { mountAdSlot, mountAdSlots, type AdSlotEnv } from '../../../../../runtime/islands/ads/mountAdSlot.ts';
import { createRecordingAnalytics } from '../../../ads/fakeAnalytics.ts';
import { createFakeClock, sequence } from '../../../fakeClock.ts';
import { en } from '../../../../../runtime/translations/en.ts';
import { FakeDocument, type FakeElement } from '../../../ads/fakeDom.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const SCRIPT_URL = 'https://network.example/ad.js?serve=TEST';
const FEED_URL = 'https://feed.example/ads.json';
const FALLBACK_URL = 'https://docs.example.com/backers/';
const feedRecord = { company: 'Acme', description: 'Rockets.', image: 'https://cdn/acme.png', statlink: 'https://click', statimp: 'https://imp', pixel: 'https://px/[timestamp]', timestamp: 7 };

/** Rolls: layout (< 0.2 inline), adblock message (< 0.2), in-house pick, then one per display-event sample (< 0.1 sends). */
function setup(rolls: number[], ads: Omit<AdsConfig, 'enabled'> = {}, userAgent = BROWSER) {
  const doc = new FakeDocument();
  const container = doc.addSlot();
  const clock = createFakeClock();
  const analytics = createRecordingAnalytics();
  const pixels: string[] = [];
  const fetch = vi.fn<FetchLike>(async () => ({ ok: true, json: async () => ({ ads: [feedRecord] }) }));
  const env = {
    document: doc as unknown as Document,
    random: sequence(rolls, 0.99),
    clock,
    fetch,
    userAgent,
    loadImage: (url: string) => pixels.push(url),
  } satisfies AdSlotEnv;
  const options = { ads: { enabled: true, sponsorBackersUrl: FALLBACK_URL, ...ads }, analytics };
  const mount = () => mountAdSlot(container as unknown as HTMLElement, options, env);
  return { doc, container, clock, analytics, pixels, fetch, env, options, mount };
}

const adRoot = (container: FakeElement) => container.querySelector('.Ad-root');
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('mountAdSlot', () => {
  it('leaves the slot empty and hidden for bots, without touching the network', () => {
    const { container, mount, fetch, clock } = setup([0.5], { networkScriptUrl: SCRIPT_URL, feedUrl: FEED_URL }, 'Googlebot/2.1');
    mount();
    expect(container.getAttribute('data-ad-state')).toBe('empty');
    expect(container.hidden).toBe(true);
    expect(container.querySelector('script')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(clock.pending).toBe(0);
  });

  it('shows an in-house ad at once when no network is configured, with the ad markup and tracking attributes', () => {
    const { container, mount, clock, analytics } = setup([0.5, 0.5, 0, 0.05]);
    mount();
    expect(container.getAttribute('data-ad-state')).toBe('in-house');
    const root = adRoot(container)!;
    expect(root.tagName).toBe('a');
    expect(Object.fromEntries(root.attributes)).toEqual({
      href: 'https://scaffoldhub.io/',
      target: '_blank',
      rel: 'noopener sponsored',
      'data-ad-label': 'in-house-scaffoldhub',
      'data-ga-event-category': 'ad',
      'data-ga-event-action': 'click',
      'data-ga-event-label': 'in-house-body-top-image',
    });
    const img = root.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')]).toEqual(['/static/ads/scaffoldhub.svg', '130', '100']);
    expect(root.querySelector('.Ad-name')!.textContent).toBe('ScaffoldHub');
    expect(root.querySelector('.Ad-poweredby')!.textContent).toBe('ad by docsgen');
    expect(root.querySelector('.Ad-tag')).toBeNull();
    expect(clock.pending).toBe(1); // Only the banner display event; nothing polls any more.
    clock.advance(2500);
    expect(analytics.calls).toEqual([['event', 'ad', { eventAction: 'display', eventLabel: 'in-house-body-top-image' }]]);
  });

  it('injects the network script and shows the network ad once its element appears', () => {
    const { doc, container, mount, clock } = setup([0.5], { networkScriptUrl: SCRIPT_URL });
    mount();
    const script = doc.getElementById('_carbonads_js')!;
    expect([script.tagName, script.src, script.async]).toEqual(['script', SCRIPT_URL, true]);
    const host = script.parent!;
    expect(host.parent).toBe(container);
    clock.advance(1000);
    expect(container.getAttribute('data-ad-state')).toBe('undecided');
    const networkAd = doc.createElement('div');
    networkAd.id = 'carbonads';
    host.append(networkAd);
    clock.advance(500);
    expect(container.getAttribute('data-ad-state')).toBe('network');
    expect(host.hidden).toBe(false);
    expect(host.getAttribute('data-ga-event-label')).toBe('carbon-body-top-image');
    expect(clock.pending).toBe(0);
  });

  it('shows an in-house ad labelled in-house-carbon when the network serves its sponsor-backers link', () => {
    const { doc, container, mount, clock } = setup([0.5, 0.5, 0.999], { networkScriptUrl: SCRIPT_URL });
    mount();
    const networkAd = doc.createElement('div');
    networkAd.className = 'carbonads';
    const link = doc.createElement('a');
    link.setAttribute('href', FALLBACK_URL);
    networkAd.append(link);
    doc.body.append(networkAd);
    clock.advance(500);
    expect(container.getAttribute('data-ad-state')).toBe('in-house');
    expect(container.querySelector('.Ad-network')!.hidden).toBe(true);
    const root = container.querySelector('.Ad-image')!;
    expect(root.getAttribute('data-ga-event-label')).toBe('in-house-carbon-body-top-image');
    expect(root.getAttribute('data-ad-label')).toBe('in-house-figma');
  });

  it('shows the adblock message after the 7th empty poll when the roll says so', () => {
    const { container, mount, clock } = setup([0.5, 0.1, 0], { networkScriptUrl: SCRIPT_URL });
    mount();
    clock.advance(3000);
    expect(container.getAttribute('data-ad-state')).toBe('undecided');
    clock.advance(500);
    expect(container.getAttribute('data-ad-state')).toBe('adblock');
    const message = container.querySelector('.Ad-adblock')!;
    expect(message.textContent).toBe(en.ads.adblockMessage);
    expect(message.getAttribute('data-ga-event-label')).toBe('in-house-adblock-body-top-image');
    expect(container.querySelector('.Ad-network')!.hidden).toBe(true);
  });

  it('replaces the adblock guess with a late network ad, dropping the pending display event', () => {
    const { doc, container, mount, clock, analytics } = setup([0.5, 0.5, 0, 0.05, 0.5], { networkScriptUrl: SCRIPT_URL });
    mount();
    clock.advance(3500);
    expect(container.getAttribute('data-ad-state')).toBe('adblock');
    expect(container.querySelector('.Ad-image')!.getAttribute('data-ad-label')).toBe('in-house-scaffoldhub');
    const host = container.querySelector('.Ad-network')!;
    const networkAd = doc.createElement('div');
    networkAd.id = 'carbonads';
    host.append(networkAd);
    clock.advance(500);
    expect(container.getAttribute('data-ad-state')).toBe('network');
    expect(container.elements).toEqual([host]);
    expect(host.hidden).toBe(false);
    clock.advance(10_000);
    expect(analytics.calls).toEqual([]);
  });

  it('renders an inline feed ad with the Ad tag and no image, loads its pixels and reports the display at once', async () => {
    const { container, mount, pixels, analytics, fetch } = setup([0.1, 0.5, 0, 0.05], { feedUrl: FEED_URL, networkScriptUrl: SCRIPT_URL });
    mount();
    await flush();
    expect(fetch).toHaveBeenCalledWith(FEED_URL);
    expect(container.querySelector('script')).toBeNull();
    expect(container.getAttribute('data-ad-state')).toBe('network');
    const root = adRoot(container)!;
    expect(root.getAttribute('href')).toBe('https://click');
    expect(root.getAttribute('data-ga-event-label')).toBe('carbon-body-top-inline');
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('.Ad-tag')!.textContent).toBe('Ad');
    expect(root.querySelector('.Ad-description')!.textContent).toBe('Acme – Rockets.');
    expect(root.querySelector('.Ad-poweredby')!.textContent).toBe('ad by Carbon');
    expect(pixels).toEqual(['https://imp', 'https://px/7']);
    expect(analytics.calls).toEqual([['event', 'ad', { eventAction: 'display', eventLabel: 'carbon-body-top-inline' }]]);
  });

  it('uses the feed for the image layout when no script is configured', async () => {
    const { container, mount } = setup([0.5], { feedUrl: FEED_URL });
    mount();
    await flush();
    expect(adRoot(container)!.querySelector('img')!.getAttribute('src')).toBe('https://cdn/acme.png');
  });

  it('hides the slot and reports a crash when rendering throws', () => {
    const { doc, container, mount, analytics, clock } = setup([0.5, 0.5, 0, 0]);
    doc.failingTags.add('img');
    const runner = mount();
    expect(runner.state.status).toBe('crashed');
    expect(container.getAttribute('data-ad-state')).toBe('crashed');
    expect(container.hidden).toBe(true);
    clock.advance(10_000);
    expect(analytics.calls).toEqual([['event', 'ad', { eventAction: 'crash', eventLabel: 'in-house-body-top-image' }]]);
  });

  it('puts the container placement into the label', () => {
    const { container, mount } = setup([0.5, 0.5, 0]);
    container.setAttribute('data-ad-placement', 'api-top');
    mount();
    expect(adRoot(container)!.getAttribute('data-ga-event-label')).toBe('in-house-api-top-image');
  });
});

describe('mountAdSlots', () => {
  it('mounts nothing when ads are disabled', () => {
    const { env, options } = setup([0.5]);
    expect(mountAdSlots({ ...options, ads: { enabled: false } }, env)).toEqual([]);
  });

  it('mounts every slot, injecting the network script only once', () => {
    const { doc, env, options } = setup([0.5, 0.5, 0, 0.5, 0.5, 0.5, 0]);
    const second = doc.addSlot('body-bottom');
    const runners = mountAdSlots({ ...options, ads: { enabled: true, networkScriptUrl: SCRIPT_URL } }, env);
    expect(runners.map((runner) => runner.state.status)).toEqual(['undecided', 'in-house']);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(second.querySelector('.Ad-root')!.getAttribute('data-ga-event-label')).toBe('in-house-body-bottom-image');
  });
});
