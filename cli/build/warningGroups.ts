/** Build warnings grouped by kind, then by file, for a summary a reader can act on one file at a time. */

export interface FileWarnings {
  file: string;
  /** Each warning without its file: `line:col: message`, or just the message. */
  items: string[];
}

export interface WarningGroup {
  kind: string;
  count: number;
  files: FileWarnings[];
}

/** Each kind and the messages it covers; the first match wins, in this order. */
const kinds: { kind: string; pattern: RegExp }[] = [
  { kind: 'broken links', pattern: /^broken link |which is not a page of this site/ },
  { kind: 'broken anchors', pattern: /^broken anchor / },
  { kind: 'missing files', pattern: /^missing file / },
  { kind: 'Vue in Markdown', pattern: /is a Vue component|holds Vue component code/ },
  { kind: 'components in Markdown', pattern: /is a component, which a Markdown page cannot render/ },
  { kind: 'compiled as MDX', pattern: /^compiled as MDX|^not compiled as MDX after all/ },
  { kind: 'drafts', pattern: /^draft page/ },
  { kind: 'sidebars and config', pattern: /the sidebar names|a sidebar item|generated index page|is not carried over|is not run$|could not be read \(/ },
  { kind: 'raw HTML', pattern: /^<\/?[a-z][\w-]*|attribute of </ },
  { kind: 'heading levels', pattern: /skipping a level/ },
  { kind: 'containers', pattern: /^unknown container / },
  { kind: 'layouts', pattern: /^unknown layout / },
  { kind: 'Astro components', pattern: /^Astro component </ },
  { kind: 'unbuilt files', pattern: /^this file is not built:/ },
  { kind: 'navigation', pattern: /^not in any navigation tree/ },
  { kind: 'descriptions', pattern: /has no description/ },
  { kind: 'page size', pattern: /KB of HTML/ },
  { kind: 'cache entries', pattern: /^cache entry / },
  { kind: 'inline code', pattern: /is given inline: / },
];

const positioned = /^(.+?):(\d+(?::\d+)?): ([^]*)$/;
const filed = /^([^\s:]+\.[\w]+): ([^]*)$/;

/** The file, the rest of the warning (position and message), and the message alone. */
function splitWarning(warning: string): { file: string; rest: string; message: string } {
  const withPosition = positioned.exec(warning);
  if (withPosition) return { file: withPosition[1], rest: `${withPosition[2]}: ${withPosition[3]}`, message: withPosition[3] };
  const withFile = filed.exec(warning);
  if (withFile) return { file: withFile[1], rest: withFile[2], message: withFile[2] };
  return { file: '(site)', rest: warning, message: warning };
}

/** The warnings grouped by kind (in the order of `kinds`, others last) and, within a kind, by file in order of appearance. */
export function groupWarnings(warnings: readonly string[]): WarningGroup[] {
  const groups = new Map<string, Map<string, string[]>>();
  // The same warning twice (a page served at two routes, such as a translation's fallback) is one thing to fix.
  for (const warning of new Set(warnings)) {
    const { file, rest, message } = splitWarning(warning);
    const kind = kinds.find((k) => k.pattern.test(message))?.kind ?? 'other';
    const byFile = groups.get(kind) ?? new Map<string, string[]>();
    groups.set(kind, byFile);
    byFile.set(file, [...(byFile.get(file) ?? []), rest]);
  }
  const order = [...kinds.map((k) => k.kind), 'other'];
  return [...groups]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([kind, byFile]) => {
      const files = [...byFile].map(([file, items]) => ({ file, items }));
      return { kind, count: files.reduce((sum, f) => sum + f.items.length, 0), files };
    });
}
