import { describe, expect, it } from 'vitest';
import type { BuildReport } from '../../../../cli/build/report.ts';
import { formatReport } from '../../../../cli/build/reportSummary.ts';
import { groupWarnings } from '../../../../cli/build/warningGroups.ts';

const warnings = [
  'content/a.md:3:1: broken anchor /b/#x: /b/ has no element with id "x"; did you mean #y?',
  'content/b.md:9:2: <div> is never closed, so it swallows the content after it; add </div>',
  'content/a.md:7:5: broken anchor /c/#z: /c/ has no element with id "z"',
  'content/a.md:12:1: "#### Deep" follows an h2, skipping a level (screen readers announce the outline); make it an h3',
  'content/c.md: /c/ has no description (add one to the front matter for search results and link previews)',
  '/big/ is 600 KB of HTML (over 500 KB): consider splitting it',
];

describe('groupWarnings', () => {
  it('groups by kind, then by file, keeping each warning with its position', () => {
    expect(groupWarnings(warnings)).toEqual([
      {
        kind: 'broken anchors',
        count: 2,
        files: [{ file: 'content/a.md', items: ['3:1: broken anchor /b/#x: /b/ has no element with id "x"; did you mean #y?', '7:5: broken anchor /c/#z: /c/ has no element with id "z"'] }],
      },
      { kind: 'raw HTML', count: 1, files: [{ file: 'content/b.md', items: ['9:2: <div> is never closed, so it swallows the content after it; add </div>'] }] },
      { kind: 'heading levels', count: 1, files: [{ file: 'content/a.md', items: [expect.stringMatching(/^12:1: "#### Deep"/)] }] },
      { kind: 'descriptions', count: 1, files: [{ file: 'content/c.md', items: [expect.stringMatching(/^\/c\/ has no description/)] }] },
      { kind: 'page size', count: 1, files: [{ file: '(site)', items: [warnings[5]] }] },
    ]);
  });

  it('groups pages missing from the navigation under their own kind, by file', () => {
    const unlisted = "content/pages/docs/x.md: not in any navigation tree; add it to content/nav/docs.ts or use { autogenerate: 'docs' }";
    expect(groupWarnings([unlisted])).toEqual([
      { kind: 'navigation', count: 1, files: [{ file: 'content/pages/docs/x.md', items: [expect.stringMatching(/^not in any navigation tree; /)] }] },
    ]);
  });
});

describe('the summary', () => {
  const report = (list: string[]): BuildReport => ({ pages: [], totalMs: 1000, phases: [], sharedCssGzip: 0, jsPerPageGzip: 0, peakMemoryMb: 1, warnings: list, brokenLinks: [] });

  it('prints warnings under their kind and file', () => {
    const text = formatReport(report(warnings));
    expect(text).toContain('6 warning(s):\n  broken anchors (2 in 1 file):\n    content/a.md\n      3:1: broken anchor /b/#x');
    expect(text).not.toContain('--report');
  });

  it('says how many more there are and where all of them went, never cutting silently', () => {
    const many = Array.from({ length: 45 }, (_, i) => `content/p${i}.md:1:1: broken link /x${i}/: no page at /x${i}/`);
    expect(formatReport(report(many), 'report.json')).toMatch(/… and 5 more broken links\n  Every warning is listed in report\.json\.$/);
    expect(formatReport(report(many))).toMatch(/Run the build with --report FILE to get every warning as JSON\.$/);
  });
});
