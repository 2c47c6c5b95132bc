import { describe, expect, it } from 'vitest';
import { failedBuildReport } from '../../../../cli/build/failedBuildReport.ts';
import { ContentError, ContentErrors } from '../../../../cli/errors.ts';

describe('failedBuildReport', () => {
  it('lists every content problem as printed, once each', () => {
    const twice = new ContentError('pages/a.md', 'broken link /b/', { line: 3, column: 5 });
    const error = new ContentErrors([twice, new ContentError('site.config.ts', 'unknown key "colour"', { line: 4, column: 3 }), twice]);
    expect(failedBuildReport(error, 12)).toEqual({
      failed: true,
      problems: ['pages/a.md:3:5: broken link /b/', 'site.config.ts:4:3: unknown key "colour"'],
      totalMs: 12,
    });
  });

  it("gives any other error's message as the problem", () => {
    expect(failedBuildReport(new Error('out of disk space'), 1).problems).toEqual(['out of disk space']);
  });
});
