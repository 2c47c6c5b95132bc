import { describe, expect, it } from 'vitest';
import { pageFailure, pageLocation, runPageStep } from '../../../../cli/build/pageFailure.ts';
import { ContentError, ContentErrors } from '../../../../cli/errors.ts';
import type { SourcePage } from '../../../../cli/model.ts';
import type { ApiPage } from '../../../../cli/api/apiPages.ts';

const page = { route: '/guide/intro/', file: 'pages/guide/intro.md' } as SourcePage;
const apiPage = { route: '/material-ui/api/button/', title: 'Button API', component: {} } as ApiPage;

describe('page failures', () => {
  it('names a Markdown page by its file, an API page or a full-page template by its route', () => {
    expect(pageLocation(page, page.route)).toBe('pages/guide/intro.md');
    expect(pageLocation(apiPage, apiPage.route)).toBe('/material-ui/api/button/ (API page)');
    expect(pageLocation(null, '/templates/dashboard/')).toBe('/templates/dashboard/ (full-page template)');
  });

  it('turns what a step threw into a content error of the page, its message kept', () => {
    const failure = pageFailure(new TypeError("Cannot read properties of undefined (reading 'ts')"), 'pages/guide/intro.md', 'the Markdown export of the page failed');
    expect(failure).toBeInstanceOf(ContentErrors);
    expect(failure.message).toBe("pages/guide/intro.md: the Markdown export of the page failed: TypeError: Cannot read properties of undefined (reading 'ts')");
  });

  it('keeps content errors as they are', () => {
    const own = new ContentError('pages/guide/intro.md', 'the demo "X.tsx" does not exist', { line: 7 });
    expect(pageFailure(own, 'pages/guide/intro.md', 'the page failed to render').errors).toEqual([own]);
  });

  it('collects the failures of each page step and lets the next one run', () => {
    const failures: ContentError[] = [];
    const ran: string[] = [];
    runPageStep(failures, 'pages/a.md', 'the page could not be added to the search index', () => {
      throw new Error('no sections');
    });
    runPageStep(failures, 'pages/a.md', 'the Markdown export of the page failed', () => ran.push('export'));
    expect(ran).toEqual(['export']);
    expect(failures.map((failure) => failure.format())).toEqual(['pages/a.md: the page could not be added to the search index: Error: no sections']);
  });
});
