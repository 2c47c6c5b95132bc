/** The remote ad feed (SPEC §7 Ad feed): fetch it, pick the first usable entry, map it to an Ad, list its tracking pixels. */
import { AD_FEED_RETRIES } from '../../constants.ts';
import type { Ad } from './ad.ts';

/** One entry of the feed's `ads` array (SPEC §3 Remote ad feed record); any field may be missing. */
export interface FeedRecord {
  company?: string;
  description?: string;
  image?: string;
  statlink?: string;
  statimp?: string;
  pixel?: string;
  timestamp?: string | number;
}

export type FetchLike = (url: string) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

/** A usable feed entry: the ad to show and the impression URLs to load when it is shown. */
export interface FeedAd {
  ad: Ad;
  pixels: string[];
}

const FEED_POWERED_BY = 'Carbon';
const FEED_AD_LABEL = 'carbon-feed';

/** Fetches the feed until it holds a usable entry, at most `retries` times; null when none does or the request fails. */
export async function fetchFeedAd(
  url: string,
  fetchFn: FetchLike,
  { retries = AD_FEED_RETRIES }: { retries?: number } = {},
): Promise<FeedAd | null> {
  for (let attempt = 1; attempt <= retries; attempt += 1) {
    let body: unknown;
    try {
      const response = await fetchFn(url);
      if (!response.ok) return null;
      body = await response.json();
    } catch {
      // Blocked by an adblocker, offline, or not JSON: asking again would fail the same way.
      return null;
    }
    // The provider sometimes answers with placeholder entries only; a fresh request usually holds a real ad.
    const record = firstUsableRecord(body);
    if (record) return { ad: feedRecordToAd(record), pixels: trackingPixelUrls(record) };
  }
  return null;
}

function firstUsableRecord(body: unknown): FeedRecord | null {
  const ads = (body as { ads?: unknown } | null)?.ads;
  if (!Array.isArray(ads)) return null;
  return (ads as unknown[]).find(isUsable) ?? null;
}

function isUsable(entry: unknown): entry is FeedRecord {
  if (typeof entry !== 'object' || entry === null) return false;
  const { company, description, statlink } = entry as FeedRecord;
  // Company and description are the ad's body; without statlink a click could not be counted or paid.
  return [company, description, statlink].every((field) => typeof field === 'string' && field.trim() !== '');
}

/** Maps a usable feed entry to the Ad record the slot renders. */
export function feedRecordToAd(record: FeedRecord): Ad {
  return {
    link: record.statlink ?? '',
    img: record.image ?? '',
    name: record.company ?? '',
    description: record.description ?? '',
    poweredby: FEED_POWERED_BY,
    label: FEED_AD_LABEL,
  };
}

/** The impression URLs to load as images: `statimp`, then each `||`-separated `pixel` with `[timestamp]` filled in. */
export function trackingPixelUrls(record: FeedRecord): string[] {
  const timestamp = String(record.timestamp ?? '');
  const pixels = (record.pixel ?? '').split('||').map((pixel) => pixel.trim().replaceAll('[timestamp]', timestamp));
  return [record.statimp ?? '', ...pixels].filter((url) => url !== '');
}
