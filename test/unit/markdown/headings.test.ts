import { describe, expect, it } from 'vitest';
import { textToHash, uniqueId } from '../../../cli/markdown/headings.ts';
import { expectContentError, render } from './helpers.ts';

describe('textToHash', () => {
  it('lowercases and joins words with -', () => {
    expect(textToHash('Basic button')).toBe('basic-button');
  });

  it('drops HTML tags, punctuation and emoji', () => {
    expect(textToHash('The <code>sx</code> prop!')).toBe('the-sx-prop');
    expect(textToHash("What's new? 🎉 (v6.1)")).toBe('what-s-new-v6-1');
    expect(textToHash('  --Leading and trailing--  ')).toBe('leading-and-trailing');
    expect(textToHash('Theme: `palette.primary.main`')).toBe('theme-palette-primary-main');
  });

  it('URI-encodes letters outside ASCII', () => {
    expect(textToHash('Über Größe')).toBe('%C3%BCber-gr%C3%B6%C3%9Fe');
  });

  it('never returns an empty id', () => {
    expect(textToHash('🎉 !!')).toBe('section');
  });
});

describe('uniqueId', () => {
  it('numbers duplicates from 2 and skips ids already taken', () => {
    const used = new Set<string>();
    expect(['a', 'a', 'a'].map((id) => uniqueId(id, used))).toEqual(['a', 'a-2', 'a-3']);
    const taken = new Set(['b-2']);
    expect([uniqueId('b', taken), uniqueId('b', taken)]).toEqual(['b', 'b-3']);
  });
});

describe('headings', () => {
  it('gives h2–h4 stable ids, numbering duplicates', async () => {
    const { headingIds, html } = await render('## Props\n\n### Props\n\n#### Props\n\n## Props\n\n##### Deep\n');
    expect(headingIds).toEqual(['props', 'props-2', 'props-3', 'props-4']);
    expect(html).toContain('<h4 id="props-3">Props</h4>');
    expect(html).toContain('<h5>Deep</h5>');
  });

  it('builds the TOC from h2 with h3 children', async () => {
    const { toc } = await render('## Install\n\n### npm\n\n### yarn\n\n#### Detail\n\n## Usage `sx`\n');
    expect(toc).toEqual([
      {
        id: 'install',
        text: 'Install',
        children: [
          { id: 'npm', text: 'npm', children: [] },
          { id: 'yarn', text: 'yarn', children: [] },
        ],
      },
      { id: 'usage-sx', text: 'Usage sx', children: [] },
    ]);
  });

  it('adds an anchor link to h2 and h3 only', async () => {
    const { html } = await render('## Install\n\n### npm\n\n#### Detail\n');
    expect(html).toContain(
      '<h2 id="install">Install<a class="anchor-link" href="#install" aria-labelledby="install" tabindex="-1"><svg class="anchor-icon"',
    );
    expect(html).toContain('<h3 id="npm">npm<a class="anchor-link" href="#npm"');
    expect(html).toContain('<h4 id="detail">Detail</h4>');
  });

  it('rejects an h3 before any h2, at its file line', async () => {
    await expectContentError(() => render('Intro\n\n### Orphan\n\n## Later\n', { bodyLine: 5 }), {
      file: 'content/pages/material-ui/getting-started/usage.md',
      line: 7,
      column: 1,
      message: /"### Orphan" comes before any "## " heading/,
    });
  });

  it('lifts a leading h1 out of the content as the title', async () => {
    const { title, html } = await render('# The `sx` prop\n\nIntro.\n');
    expect(title).toBe('The sx prop');
    expect(html).toBe('<p>Intro.</p>');
  });

  it('leaves an h1 that is not the first node in place', async () => {
    const { title, html } = await render('Intro.\n\n# Later\n');
    expect(title).toBeNull();
    expect(html).toContain('<h1>Later</h1>');
  });
});
