/**
 * Geometry for the hand-drawn SVG charts. Plots use a 100 × 100 box (y grows downwards) stretched to the
 * chart's size with preserveAspectRatio="none"; strokes use vector-effect="non-scaling-stroke" to stay crisp.
 */

export type Point = readonly [x: number, y: number];

/** Rounds up to 1, 2 or 5 times a power of ten, so axis ticks land on friendly numbers. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((multiple) => multiple * magnitude >= value) ?? 10;
  return step * magnitude;
}

/**
 * Axis ticks from 0 that cover `max` in `count` equal, friendly steps (0, 1K, 2K…): the step is rounded up
 * rather than the top, so every tick is a round number.
 */
export function axisTicks(max: number, count = 4): number[] {
  const step = niceCeiling(max / count);
  return Array.from({ length: count + 1 }, (_, index) => step * index);
}

/** The plot-box points of a series: evenly spaced across x, value 0 at the bottom and `max` at the top. */
export function toPoints(values: readonly number[], max: number): Point[] {
  const last = Math.max(1, values.length - 1);
  return values.map((value, index) => [(index / last) * 100, 100 - (value / max) * 100]);
}

const round = (value: number) => Math.round(value * 100) / 100;

/** An open polyline through the points. */
export function linePath(points: readonly Point[]): string {
  return points.map(([x, y], index) => `${index ? 'L' : 'M'}${round(x)} ${round(y)}`).join(' ');
}

/** A closed shape between an upper line and a lower one (for stacked areas), or the bottom edge when there is none. */
export function areaPath(upper: readonly Point[], lower?: readonly Point[]): string {
  const base = lower ?? upper.map(([x]) => [x, 100] as const);
  const back = [...base].reverse();
  return `${linePath(upper)} ${back.map(([x, y]) => `L${round(x)} ${round(y)}`).join(' ')} Z`;
}

/** Running totals of several series, index by index: the tops of stacked layers. */
export function stack(series: ReadonlyArray<readonly number[]>): number[][] {
  const totals: number[][] = [];
  series.forEach((values, layer) => {
    totals.push(values.map((value, index) => value + (layer ? totals[layer - 1][index] : 0)));
  });
  return totals;
}
