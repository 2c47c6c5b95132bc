import { describe, expect, it } from 'vitest';
import { formatLongDate, isoDay, parseIsoDate } from '../../../../templates/layouts/blogDate.ts';

describe('blog dates', () => {
  it('formats a date in long English form, the same on every machine', () => {
    expect(formatLongDate({ year: 2026, month: 11, day: 3 })).toBe('November 3, 2026');
    expect(formatLongDate({ year: 2026, month: 1, day: 31 })).toBe('January 31, 2026');
  });

  it('reads the calendar day of a date or a date-time, whatever its offset', () => {
    expect(parseIsoDate('2026-11-03')).toEqual({ year: 2026, month: 11, day: 3 });
    expect(parseIsoDate('2026-11-03T23:30:00-08:00')).toEqual({ year: 2026, month: 11, day: 3 });
    expect(parseIsoDate('2026-11-03T09:30Z')).toEqual({ year: 2026, month: 11, day: 3 });
  });

  it('rejects text that is not a real date', () => {
    for (const text of ['2026-02-29', '2026-13-01', '2026-04-31', 'Nov 3 2026', '2026-1-3', '']) expect(parseIsoDate(text)).toBeNull();
    expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('writes the machine-readable day with zero padding', () => {
    expect(isoDay({ year: 2026, month: 2, day: 9 })).toBe('2026-02-09');
  });
});
