import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeText } from '../../../templates/escape.ts';

describe('escapeHtml', () => {
  it('encodes the five characters special in HTML attributes, text and XML', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });

  it('encodes an ampersand once, leaving text without special characters as it is', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
    expect(escapeHtml('plain text')).toBe('plain text');
  });
});

describe('escapeText', () => {
  it('encodes what a text node needs and keeps quotes as written', () => {
    expect(escapeText(`if (a < b && c > "d") return 'e';`)).toBe(`if (a &lt; b &amp;&amp; c &gt; "d") return 'e';`);
  });
});
