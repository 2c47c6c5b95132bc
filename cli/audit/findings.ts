/** What `docsgen audit` finds: each finding names its kind, the page it was seen on, and the source file to fix. */
import type { AUDIT_KINDS } from '../load/siteConfigSchema.ts';

export type AuditKind = (typeof AUDIT_KINDS)[number];

/** How the summary names each kind, in the order it lists them. */
export const KIND_TITLES: Record<AuditKind, string> = {
  hydration: 'hydration errors',
  exception: 'uncaught exceptions',
  console: 'console errors',
  request: 'failed requests',
  accessibility: 'accessibility (axe-core, serious or critical)',
  types: 'type errors',
  pageJs: 'page JavaScript over budget',
  demoJs: 'demo JavaScript over budget',
};

export interface Finding {
  kind: AuditKind;
  /** The route of the page it was seen on; absent for what no page shows (a type error in a demo file). */
  page?: string;
  /** The source file to fix, relative to the site folder: the page's Markdown, or the demo's module. */
  file: string;
  line?: number;
  column?: number;
  message: string;
}

/** A finding with its severity, as the summary and the JSON report give it. */
export interface RatedFinding extends Finding {
  severity: 'error' | 'warning';
}

/** `file:line:col` as far as it is known. */
export function findingPlace(finding: Finding): string {
  return [finding.file, finding.line, finding.line !== undefined ? finding.column : undefined].filter((part) => part !== undefined).join(':');
}

/** Each finding rated: an error unless the config's `audit.warn` lowers its kind to a warning. */
export function rateFindings(findings: readonly Finding[], warnKinds: readonly AuditKind[] = []): RatedFinding[] {
  const lowered = new Set(warnKinds);
  return findings.map((finding) => ({ ...finding, severity: lowered.has(finding.kind) ? 'warning' : 'error' }));
}
