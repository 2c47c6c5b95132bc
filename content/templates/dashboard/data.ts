/**
 * Sample analytics for the dashboard. Series are computed from fixed formulas (no randomness, no clock), so the
 * server and the browser draw exactly the same charts.
 */

export type Range = 7 | 30;
export const RANGES: readonly Range[] = [7, 30];

/** How many days of history the sample holds: the longest range plus one more for comparison. */
const HISTORY_DAYS = 60;

/** Day labels from Mar 2 to Apr 30 (60 days); the last day is the "today" of the sample. */
export const DAY_LABELS: readonly string[] = Array.from({ length: HISTORY_DAYS }, (_, day) =>
  day < 30 ? `Mar ${day + 2}` : `Apr ${day - 29}`,
);

interface Shape {
  base: number;
  /** Change per day. */
  trend: number;
  /** Height of the weekly wave. */
  swing: number;
  phase: number;
}

/** A daily series: a linear trend, a weekly wave and a little deterministic jitter. */
function dailySeries({ base, trend, swing, phase }: Shape): number[] {
  return Array.from({ length: HISTORY_DAYS }, (_, day) => {
    const wave = Math.sin(((day + phase) * 2 * Math.PI) / 7);
    const jitter = ((day * 7919 + phase * 31) % 17) / 17 - 0.5;
    return Math.max(0, Math.round(base + trend * day + swing * wave + swing * 0.6 * jitter));
  });
}

export interface Metric {
  id: 'users' | 'conversions' | 'events';
  title: string;
  daily: readonly number[];
}

export const METRICS: readonly Metric[] = [
  { id: 'users', title: 'Users', daily: dailySeries({ base: 260, trend: 6, swing: 60, phase: 1 }) },
  { id: 'conversions', title: 'Conversions', daily: dailySeries({ base: 16, trend: -0.15, swing: 3, phase: 3 }) },
  { id: 'events', title: 'Event count', daily: dailySeries({ base: 6800, trend: 0, swing: 900, phase: 5 }) },
];

/** Sessions per day, split by where visitors came from; drawn as stacked areas. */
export const SESSION_SOURCES = [
  { name: 'Organic search', daily: dailySeries({ base: 900, trend: 14, swing: 160, phase: 0 }) },
  { name: 'Referral', daily: dailySeries({ base: 520, trend: 8, swing: 110, phase: 2 }) },
  { name: 'Direct', daily: dailySeries({ base: 330, trend: 5, swing: 70, phase: 4 }) },
] as const;

/** The last `range` days of a series. */
export function lastDays<T>(series: readonly T[], range: number): T[] {
  return series.slice(series.length - range);
}

/** The `range` days before the last `range` days: the period a change is measured against. */
export function previousDays<T>(series: readonly T[], range: number): T[] {
  return series.slice(series.length - 2 * range, series.length - range);
}

export function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Percentage change from `before` to `after`, rounded to a whole number. */
export function percentChange(before: number, after: number): number {
  return before === 0 ? 0 : Math.round(((after - before) / before) * 100);
}

/** Monthly page views, downloads and conversions for the bar chart. */
export const MONTHS = ['Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr'] as const;
export const MONTHLY_TRAFFIC = [
  { name: 'Page views', values: [2340, 3110, 2780, 3560, 4020, 4480] },
  { name: 'Downloads', values: [1280, 1460, 1330, 1720, 1910, 2140] },
  { name: 'Conversions', values: [420, 510, 460, 620, 700, 810] },
] as const;

export type PageStatus = 'Online' | 'Offline';

export interface PageRow {
  id: number;
  title: string;
  status: PageStatus;
  users: number;
  eventCount: number;
  viewsPerUser: number;
  /** Average session duration in seconds. */
  averageDuration: number;
}

export const PAGES: readonly PageRow[] = [
  { id: 1, title: 'Home', status: 'Online', users: 21240, eventCount: 83450, viewsPerUser: 18.5, averageDuration: 137 },
  {
    id: 2,
    title: 'Pricing',
    status: 'Online',
    users: 14280,
    eventCount: 40210,
    viewsPerUser: 6.2,
    averageDuration: 94,
  },
  {
    id: 3,
    title: 'Product tour',
    status: 'Online',
    users: 11920,
    eventCount: 52840,
    viewsPerUser: 9.8,
    averageDuration: 212,
  },
  { id: 4, title: 'Sign up', status: 'Online', users: 9870, eventCount: 19630, viewsPerUser: 2.1, averageDuration: 58 },
  {
    id: 5,
    title: 'Blog: offline-first sync',
    status: 'Online',
    users: 8410,
    eventCount: 22950,
    viewsPerUser: 3.4,
    averageDuration: 384,
  },
  {
    id: 6,
    title: 'Integrations',
    status: 'Online',
    users: 6530,
    eventCount: 17280,
    viewsPerUser: 4.6,
    averageDuration: 121,
  },
  {
    id: 7,
    title: 'Changelog',
    status: 'Online',
    users: 5120,
    eventCount: 9840,
    viewsPerUser: 2.8,
    averageDuration: 76,
  },
  {
    id: 8,
    title: 'Careers',
    status: 'Offline',
    users: 4380,
    eventCount: 7610,
    viewsPerUser: 3.1,
    averageDuration: 102,
  },
  {
    id: 9,
    title: 'API reference',
    status: 'Online',
    users: 3990,
    eventCount: 31470,
    viewsPerUser: 12.7,
    averageDuration: 455,
  },
  { id: 10, title: 'Status', status: 'Online', users: 2760, eventCount: 3020, viewsPerUser: 1.2, averageDuration: 23 },
  {
    id: 11,
    title: 'Legacy dashboard',
    status: 'Offline',
    users: 1840,
    eventCount: 6230,
    viewsPerUser: 5.5,
    averageDuration: 168,
  },
  {
    id: 12,
    title: 'Security',
    status: 'Online',
    users: 1510,
    eventCount: 2480,
    viewsPerUser: 1.9,
    averageDuration: 88,
  },
];

export const COUNTRIES = [
  { name: 'United States', share: 38 },
  { name: 'Germany', share: 24 },
  { name: 'India', share: 21 },
  { name: 'Other', share: 17 },
] as const;

export const TOTAL_VISITORS = 98_500;
