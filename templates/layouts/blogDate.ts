/** Post dates: read from an ISO 8601 string and written out in English the same way on every machine (no Intl, no time zone). */

export interface CalendarDate {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// A time part is allowed but ignored: the calendar day the author wrote is the one readers see, wherever the build runs.
const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The calendar date of `2026-11-03` or `2026-11-03T09:30:00Z`; null when the text is not a real ISO date. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = isoDatePattern.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1, 4).map(Number);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** `2026-11-03`: the machine-readable form, for `<time datetime>` and for sorting. */
export function isoDay({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `November 3, 2026`. */
export function formatLongDate({ year, month, day }: CalendarDate): string {
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}
