import { describe, expect, it } from 'vitest';
import { localeFallbackPages } from '../../../../cli/load/localeFallbacks.ts';
import type { SourcePage } from '../../../../cli/model.ts';

const page = (route: string, body = 'Text.\n'): SourcePage => ({ route, file: `docs${route}index.mdx`, absFile: `/site/docs${route}index.mdx`, frontMatter: { title: route }, body, bodyLine: 5 });

describe('localeFallbackPages', () => {
  const pages = [page('/'), page('/guide/'), page('/guide/setup/'), page('/de/'), page('/de/guide/'), page('/pt-br/'), page('/api/')];

  it('adds each default-language page a language folder lacks, at that language\'s route, from the same file', () => {
    const added = localeFallbackPages(pages);
    expect(added.map((p) => p.route).sort()).toEqual(['/de/api/', '/de/guide/setup/', '/pt-br/api/', '/pt-br/guide/', '/pt-br/guide/setup/']);
    const setup = added.find((p) => p.route === '/de/guide/setup/')!;
    expect(setup.file).toBe('docs/guide/setup/index.mdx');
  });

  it('puts a note above the body without moving the body\'s lines', () => {
    const [first] = localeFallbackPages([page('/'), page('/x/', 'Line one.\n'), page('/fr/')]);
    expect(first.body).toMatch(/^:::note\nThis page is not translated into this language yet[^\n]*\n:::\n\nLine one\.\n$/);
    const noteLines = first.body.split('\n').indexOf('Line one.');
    expect(first.bodyLine + noteLines).toBe(5);
  });

  it('treats a folder as a language only when it is named by a language code and has its own home page', () => {
    expect(localeFallbackPages([page('/'), page('/x/'), page('/guides/'), page('/api/'), page('/api/x/')])).toEqual([]);
    expect(localeFallbackPages([page('/'), page('/x/'), page('/de/y/')])).toEqual([]);
  });
});
