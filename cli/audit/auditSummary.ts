/** The audit's summary, grouped by kind and then by file as the build's warnings are, and its JSON report. */
import { KIND_TITLES, findingPlace, type AuditKind, type RatedFinding } from './findings.ts';

/** Beyond this many findings the summary counts the rest, and points at the report. */
const MAX_SHOWN = 60;

export interface AuditTotals {
  pages: number;
  pagesFromCache: number;
  demos: number;
  typeChecked: number;
  seconds: number;
}

/** `file:line:col: message (on /route/)` (the whole place, for editors to link), or the message alone under its file. */
function item(finding: RatedFinding): string {
  const place = finding.line === undefined ? '' : findingPlace(finding);
  const where = finding.page ? ` (on ${finding.page})` : '';
  return `${finding.severity === 'warning' ? 'warning: ' : ''}${place ? `${place}: ` : ''}${finding.message}${where}`;
}

export function formatAuditSummary(findings: readonly RatedFinding[], totals: AuditTotals, reportFile?: string): string {
  const lines = [
    `Audited ${totals.pages} pages (${totals.pagesFromCache} from the cache) and ${totals.demos} live demos, type-checked ${totals.typeChecked} files, in ${totals.seconds.toFixed(1)} s`,
  ];
  const errors = findings.filter((finding) => finding.severity === 'error').length;
  if (!findings.length) return [...lines, 'No problems found.'].join('\n');
  lines.push(`${errors} problem${errors === 1 ? '' : 's'}, ${findings.length - errors} warning${findings.length - errors === 1 ? '' : 's'}:`);
  let shown = 0;
  for (const kind of Object.keys(KIND_TITLES) as AuditKind[]) {
    const ofKind = findings.filter((finding) => finding.kind === kind);
    if (!ofKind.length) continue;
    const files = [...new Set(ofKind.map((finding) => finding.file))];
    lines.push(`  ${KIND_TITLES[kind]} (${ofKind.length} in ${files.length} file${files.length === 1 ? '' : 's'}):`);
    let left = ofKind.length;
    for (const file of files) {
      if (shown >= MAX_SHOWN) break;
      lines.push(`    ${file}`);
      for (const finding of ofKind.filter((f) => f.file === file).slice(0, MAX_SHOWN - shown)) {
        lines.push(`      ${item(finding)}`);
        shown += 1;
        left -= 1;
      }
    }
    if (left > 0) lines.push(`    … and ${left} more ${KIND_TITLES[kind]}`);
  }
  if (shown < findings.length) lines.push(reportFile ? `  Every finding is listed in ${reportFile}.` : '  Run the audit with --report FILE to get every finding as JSON.');
  return lines.join('\n');
}
