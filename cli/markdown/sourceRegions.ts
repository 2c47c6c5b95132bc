/**
 * Named regions of a source file, marked as editors fold them (`// #region name` … `// #endregion`), from which
 * snippet imports (`<<< file#name`) and Markdown includes (`<!--@include: file#name-->`) take part of a file.
 */

/** One comment style's start and end markers; group 1 is the region's name (empty on a bare end marker). */
interface RegionMarker {
  start: RegExp;
  end: RegExp;
}

// Line comments (JS, TS, Go, Rust, SQL), hash comments (shell, Python, YAML, C#), HTML and Markdown comments, CSS comments.
const markers: RegionMarker[] = [
  { start: /^\s*(?:\/\/|--)\s*#?region\b\s*(.*?)\s*$/, end: /^\s*(?:\/\/|--)\s*#?endregion\b\s*(.*?)\s*$/ },
  { start: /^\s*#\s*(?:pragma\s+)?region\b\s*(.*?)\s*$/i, end: /^\s*#\s*(?:pragma\s+)?end\s?region\b\s*(.*?)\s*$/i },
  { start: /^\s*<!--\s*#?region\b\s*(.*?)\s*-->/, end: /^\s*<!--\s*#?endregion\b\s*(.*?)\s*-->/ },
  { start: /^\s*\/\*\s*#region\b\s*(.*?)\s*\*\//, end: /^\s*\/\*\s*#endregion\b\s*(.*?)\s*\*\// },
];

interface OpenRegion {
  name: string;
  /** Index of the region's first line (the one after its start marker). */
  from: number;
  marker: RegionMarker;
}

function markerOf(line: string, kind: 'start' | 'end'): { name: string; marker: RegionMarker } | null {
  // Most lines hold no marker; the regular expressions run only on those that may.
  if (!line.includes('region') && !line.includes('Region')) return null;
  for (const marker of markers) {
    const match = marker[kind].exec(line);
    if (match) return { name: match[1].replace(/^"(.*)"$/, '$1'), marker };
  }
  return null;
}

/** Whether the line is a region start or end marker of any name. */
export function isRegionMarker(line: string): boolean {
  return markerOf(line, 'start') !== null || markerOf(line, 'end') !== null;
}

/**
 * The lines of every region named `name`, in file order, or null when the file has none. A named end marker closes the
 * innermost region of that name, a bare one the innermost region opened in its comment style; a region of the name
 * nested in another of the same name counts once, as the outer one.
 */
export function regionLines(lines: readonly string[], name: string): string[] | null {
  const open: OpenRegion[] = [];
  const found: string[][] = [];
  lines.forEach((line, index) => {
    const start = markerOf(line, 'start');
    if (start) {
      open.push({ name: start.name, from: index + 1, marker: start.marker });
      return;
    }
    const end = open.length > 0 ? markerOf(line, 'end') : null;
    if (!end) return;
    const at = end.name ? open.findLastIndex((region) => region.name === end.name) : open.findLastIndex((region) => region.marker === end.marker);
    if (at < 0) return;
    const [closed] = open.splice(at);
    if (closed.name === name && !open.some((region) => region.name === name)) found.push(lines.slice(closed.from, index));
  });
  return found.length > 0 ? found.flat() : null;
}

/** The lines without their common leading whitespace, so a region cut from inside a function reads flush left. */
export function dedent(lines: readonly string[]): string[] {
  let common = Infinity;
  for (const line of lines) {
    if (!line.trim()) continue;
    common = Math.min(common, /^[ \t]*/.exec(line)![0].length);
  }
  return common === Infinity || common === 0 ? [...lines] : lines.map((line) => line.slice(common));
}
