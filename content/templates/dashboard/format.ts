/** Number formatting for the dashboard; the same `Intl` settings on server and browser give the same text. */

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');

/** 14 230 → "14.2K". */
export function formatCompact(value: number): string {
  return compact.format(value);
}

/** 14230 → "14,230". */
export function formatNumber(value: number): string {
  return whole.format(value);
}

/** 137 → "2m 17s". */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes ? `${minutes}m ${seconds % 60}s` : `${seconds}s`;
}

/** 12 → "+12%", -4 → "−4%", 0 → "0%". */
export function formatChange(percent: number): string {
  if (percent > 0) return `+${percent}%`;
  if (percent < 0) return `−${Math.abs(percent)}%`;
  return '0%';
}
