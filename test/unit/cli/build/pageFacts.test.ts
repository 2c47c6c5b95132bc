import { describe, expect, it } from 'vitest';
import { contentIdsOf, factsSharer, pageFacts } from '../../../../cli/build/pageFacts.ts';

const html = (n: number) =>
  `<div class="markdown-body docs-article"><h2 id="usage-${n}">Usage</h2><p id="a&amp;b" class="intro">Text</p><a href="/guide/">Guide</a></div>`;

describe('page facts', () => {
  it('keep the ids of the page as one string, read back as they were written', () => {
    const facts = pageFacts({ mainHtml: html(1), styles: new Map() });
    expect(typeof facts.contentIds).toBe('string');
    expect(contentIdsOf(facts)).toEqual(['usage-1', 'a&b']);
    expect(contentIdsOf(pageFacts({ mainHtml: '<p>No ids</p>', styles: new Map() }))).toEqual([]);
  });

  it('share equal values between pages without changing any', () => {
    const share = factsSharer();
    const pages = [1, 2, 3].map((n) => pageFacts({ mainHtml: html(n), styles: new Map([['css-1', '.a{color:red}']]) }));
    const before = structuredClone(pages);
    for (const facts of pages) share(facts);
    expect(pages).toEqual(before);
    expect(pages[1].htmlUsage.classes).toBe('markdown-body docs-article intro');
    // One object for the same usage, so that a serialization of every page's facts writes it once.
    expect(pages[2].htmlUsage).toBe(pages[0].htmlUsage);
    expect(pages[2].stylesDigest).toBe(pages[0].stylesDigest);
    const other = pageFacts({ mainHtml: '<p class="other">Other</p>', styles: new Map() });
    share(other);
    expect(other.htmlUsage).not.toBe(pages[0].htmlUsage);
    expect(other.htmlUsage.classes).toBe('other');
  });
});
