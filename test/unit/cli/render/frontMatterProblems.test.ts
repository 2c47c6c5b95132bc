import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError } from '../../../../cli/errors.ts';
import type { SourcePage } from '../../../../cli/model.ts';
import { frontMatterKeyLine, withFrontMatterPosition } from '../../../../cli/render/frontMatterProblems.ts';
import { FrontMatterProblem } from '../../../../templates/layouts/frontMatterFields.ts';
import { packedPageParts, sitePagesOf, unpackedPages } from '../../../../cli/render/sitePages.ts';

const careers = ['---', 'title: Careers', '"faq": []', 'teams:', '  - name: Design', '    roles: []', '---', '', '# Careers', ''].join('\n');

describe('frontMatterKeyLine', () => {
  it('finds the line of the top-level entry of a key path, quoted or not', () => {
    expect(frontMatterKeyLine(careers, 8, 'teams[0].roles[0].href')).toBe(4);
    expect(frontMatterKeyLine(careers, 8, 'title')).toBe(2);
    expect(frontMatterKeyLine(careers, 8, 'faq[0].q')).toBe(3);
  });

  it('gives nothing for a key that is not written, nor for a nested key of that name or a line of the body', () => {
    expect(frontMatterKeyLine(careers, 8, 'date')).toBeUndefined();
    expect(frontMatterKeyLine(careers, 8, 'roles')).toBeUndefined();
    expect(frontMatterKeyLine('---\ntitle: x\n---\nauthors: body text\n', 4, 'authors')).toBeUndefined();
  });
});

describe('withFrontMatterPosition', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'front-matter-problems-'));
  const absFile = path.join(dir, 'careers.md');
  fs.writeFileSync(absFile, careers);
  const page: SourcePage = { route: '/careers/', file: 'pages/careers.md', absFile, frontMatter: { title: 'Careers' }, body: '\n# Careers\n', bodyLine: 8 };
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('turns a layout problem into a content error at the file and line of the page it names, from a packed copy of the pages too', () => {
    for (const pages of [sitePagesOf([page]), unpackedPages([...packedPageParts([page])])]) {
      const error = withFrontMatterPosition(new FrontMatterProblem('/careers/', 'teams[0].roles[0].href', 'a non-empty string'), pages);
      expect(error).toBeInstanceOf(ContentError);
      expect((error as ContentError).format()).toBe('pages/careers.md:4: front matter "teams[0].roles[0].href" must be a non-empty string');
    }
  });

  it('names the route when no page has it, and leaves other errors alone', () => {
    const pages = sitePagesOf([page]);
    expect((withFrontMatterPosition(new FrontMatterProblem('/gone/', 'date', 'a date'), pages) as ContentError).format()).toBe('/gone/: front matter "date" must be a date');
    const other = new Error('boom');
    expect(withFrontMatterPosition(other, pages)).toBe(other);
  });
});
