import { describe, expect, it, vi } from 'vitest';
import { AD_FEED_RETRIES } from '../../../../../runtime/constants.ts';
import { feedRecordToAd, fetchFeedAd, trackingPixelUrls, type FeedRecord, type FetchLike } from '../../../../../runtime/islands/ads/adFeed.ts';

const usable: FeedRecord = {
  company: 'Acme',
  description: 'Rockets for every budget.',
  image: 'https://cdn.example/acme.png',
  statlink: 'https://ads.example/click/acme',
  statimp: 'https://ads.example/imp/acme',
  pixel: 'https://px.example/a?t=[timestamp]||https://px.example/b/[timestamp]/x',
  timestamp: 1700000000,
};

function fetchReturning(...bodies: unknown[]) {
  let call = 0;
  return vi.fn<FetchLike>(async () => {
    const body = bodies[Math.min(call++, bodies.length - 1)];
    return { ok: true, json: async () => body };
  });
}

describe('fetchFeedAd', () => {
  it('takes the first entry with a company, a description and a statlink', async () => {
    const fetchFn = fetchReturning({ ads: [{}, { company: 'NoLink', description: 'x' }, { ...usable, company: '  ' }, usable] });
    const result = await fetchFeedAd('https://feed.example/ads.json', fetchFn);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn).toHaveBeenCalledWith('https://feed.example/ads.json');
    expect(result?.ad).toEqual(feedRecordToAd(usable));
    expect(result?.pixels).toEqual(trackingPixelUrls(usable));
  });

  it('asks again while the feed holds no usable entry, exactly 10 times in all, then gives up', async () => {
    const fetchFn = fetchReturning({ ads: [{}] });
    expect(await fetchFeedAd('u', fetchFn)).toBeNull();
    expect(fetchFn).toHaveBeenCalledTimes(AD_FEED_RETRIES);
    expect(AD_FEED_RETRIES).toBe(10);
  });

  it('stops retrying as soon as an answer is usable', async () => {
    const fetchFn = fetchReturning({ ads: [] }, { nothing: true }, { ads: [usable] });
    expect((await fetchFeedAd('u', fetchFn))?.ad.name).toBe('Acme');
    expect(fetchFn).toHaveBeenCalledTimes(3);
  });

  it('honours a custom retry count', async () => {
    const fetchFn = fetchReturning({ ads: [] });
    await fetchFeedAd('u', fetchFn, { retries: 3 });
    expect(fetchFn).toHaveBeenCalledTimes(3);
  });

  it('yields no ad at once when the request fails (blocked, offline)', async () => {
    const fetchFn = vi.fn<FetchLike>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await fetchFeedAd('u', fetchFn)).toBeNull();
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('yields no ad at once for an HTTP error or a body that is not JSON', async () => {
    const httpError = vi.fn<FetchLike>(async () => ({ ok: false, json: async () => ({ ads: [usable] }) }));
    const notJson = vi.fn<FetchLike>(async () => ({ ok: true, json: () => Promise.reject(new SyntaxError('bad')) }));
    expect(await fetchFeedAd('u', httpError)).toBeNull();
    expect(await fetchFeedAd('u', notJson)).toBeNull();
    expect(httpError).toHaveBeenCalledTimes(1);
    expect(notJson).toHaveBeenCalledTimes(1);
  });
});

describe('feedRecordToAd', () => {
  it('maps the feed fields onto the Ad record', () => {
    expect(feedRecordToAd(usable)).toEqual({
      link: 'https://ads.example/click/acme',
      img: 'https://cdn.example/acme.png',
      name: 'Acme',
      description: 'Rockets for every budget.',
      poweredby: 'Carbon',
      label: 'carbon-feed',
    });
  });
});

describe('trackingPixelUrls', () => {
  it('lists statimp then each pixel split on || with [timestamp] filled in', () => {
    expect(trackingPixelUrls(usable)).toEqual([
      'https://ads.example/imp/acme',
      'https://px.example/a?t=1700000000',
      'https://px.example/b/1700000000/x',
    ]);
  });

  it('skips missing and empty parts', () => {
    expect(trackingPixelUrls({ statimp: 'https://imp' })).toEqual(['https://imp']);
    expect(trackingPixelUrls({ pixel: '||https://p/[timestamp]||', timestamp: '42' })).toEqual(['https://p/42']);
  });
});
