import { describe, expect, it } from 'vitest';
import { CODE_BLOCK_LIMIT, SECTION_TEXT_LIMIT, decodeEntities, extractSections, truncate } from '../../../../cli/search/extractSections.ts';
import { render } from '../markdown/helpers.ts';

const page = (body: string, around = { before: '<h1>Title</h1>', after: '<footer>Edit this page</footer>' }) =>
  `<article>${around.before}<div class="docs-x markdown-body">${body}</div>${around.after}</article>`;

describe('extractSections', () => {
  it('splits the body at h2 and h3 headings with ids, the intro first', () => {
    const sections = extractSections(
      page('<p>Intro text.</p><h2 id="basics">Basics<a class="anchor-link" href="#basics"><svg><path d="M0"/></svg></a></h2><p>Basic text.</p>' +
        '<h3 id="sizes">Sizes</h3><p>Small and large.</p><h4 id="note">A note</h4><p>Under the h4.</p>'),
      { title: 'Button' },
    );
    expect(sections).toEqual([
      { id: null, heading: 'Button', text: 'Intro text.' },
      { id: 'basics', heading: 'Basics', text: 'Basic text.' },
      // h4 headings have no anchor link of their own: they stay part of their h3's section.
      { id: 'sizes', heading: 'Sizes', text: 'Small and large. A note Under the h4.' },
    ]);
  });

  it('keeps the intro, empty, when the body starts with a heading', () => {
    expect(extractSections(page('<h2 id="a">A</h2><p>x</p>'), { title: 'T' })[0]).toEqual({ id: null, heading: 'T', text: '' });
  });

  it('ignores everything outside the markdown body, including nested divs closing before it', () => {
    const sections = extractSections(page('<div><div><p>inside</p></div></div><p>still inside</p>'), { title: 'T' });
    expect(sections).toEqual([{ id: null, heading: 'T', text: 'inside still inside' }]);
  });

  it('finds the body after a header and navigation that mention its class name', () => {
    const html = `<header><a href="#">markdown-body</a><div class="not-markdown-body-x">x</div></header>${page('<p>Body.</p>')}`;
    expect(extractSections(html, { title: 'T' })[0].text).toBe('Body.');
  });

  it('returns only the intro, with the description, for a page without a markdown body', () => {
    expect(extractSections('<main><p>no body</p></main>', { title: 'T', description: 'The lead.' })).toEqual([{ id: null, heading: 'T', text: 'The lead.' }]);
  });

  it('joins inline elements into words and separates block elements', () => {
    const [intro] = extractSections(page('<p>Button<code>s</code> are <strong>great</strong>.</p><ul><li>one</li><li>two</li></ul><p>a<br>b</p>'), { title: 'T' });
    expect(intro.text).toBe('Buttons are great. one two a b');
  });

  it('decodes entities in text, headings and ids', () => {
    const [intro, section] = extractSections(
      page('<p>a &amp; b &lt;c&gt; &quot;d&quot; &#x27;e&#39; f&nbsp;g &hellip; &#8212; &unknown;</p><h2 id="r&amp;d">R&amp;D</h2>'),
      { title: 'T' },
    );
    expect(intro.text).toBe('a & b <c> "d" \'e\' f g … — &unknown;');
    expect(section).toMatchObject({ id: 'r&d', heading: 'R&D' });
  });

  it('leaves out demos, the copy button, scripts and styles', () => {
    const [intro] = extractSections(
      page('<p>Before.</p><div class="demo" id="demo-1"><div class="demo-preview"><p>Preview text</p></div></div>' +
        '<script>var x = 1;</script><style>.a{}</style><button>Click</button><!-- a comment --><p>After.</p>'),
      { title: 'T' },
    );
    expect(intro.text).toBe('Before. After.');
  });

  it('includes code from rendered Markdown, highlighted, without the copy button', async () => {
    const { html } = await render('Intro.\n\n## Usage\n\n```tsx title="App.tsx"\nimport Button from \'@mui/material/Button\';\n```\n');
    const sections = extractSections(page(html), { title: 'Button' });
    expect(sections[1]).toEqual({ id: 'usage', heading: 'Usage', text: "App.tsx import Button from '@mui/material/Button';" });
  });

  it('truncates long code blocks to CODE_BLOCK_LIMIT characters', () => {
    const code = Array.from({ length: 200 }, (_, i) => `token${i}`).join(' ');
    const [intro] = extractSections(page(`<p>Text.</p><pre><code>${code}</code></pre><p>After.</p>`), { title: 'T' });
    const kept = intro.text.slice('Text. '.length, intro.text.indexOf(' After.'));
    expect(kept.length).toBeLessThanOrEqual(CODE_BLOCK_LIMIT);
    expect(kept.endsWith('…')).toBe(true);
    expect(kept.startsWith('token0 token1')).toBe(true);
  });

  it('reads on after a long highlighted code block, past the spans it no longer needs', () => {
    const spans = Array.from({ length: 300 }, (_, i) => `<span class="token keyword">word${i}</span> `).join('');
    const html = `<p>Text.</p><div class="code"><pre><code>${spans}</code></pre><button class="MuiCode-copy">Copy</button></div><h2 id="next">Next</h2><p>After &amp; more.</p>`;
    const [intro, next] = extractSections(page(html), { title: 'T' });
    expect(intro.text.startsWith('Text. word0 word1')).toBe(true);
    expect(intro.text.endsWith('…')).toBe(true);
    expect(intro.text).not.toContain('Copy');
    expect(next).toEqual({ id: 'next', heading: 'Next', text: 'After & more.' });
  });

  it('caps each section at SECTION_TEXT_LIMIT characters, cutting at a word', () => {
    const long = 'word '.repeat(1000);
    const sections = extractSections(page(`<p>${long}</p><h2 id="next">Next</h2><p>${long}</p>`), { title: 'T' });
    for (const section of sections) {
      expect(section.text.length).toBeLessThanOrEqual(SECTION_TEXT_LIMIT);
      expect(section.text).toMatch(/word…$/);
    }
  });

  it('puts the description first unless the body already begins with it', () => {
    expect(extractSections(page('<p>Body.</p>'), { title: 'T', description: 'Lead &amp; more.' })[0].text).toBe('Lead & more. Body.');
    expect(extractSections(page('<p>Lead. Body.</p>'), { title: 'T', description: 'Lead.' })[0].text).toBe('Lead. Body.');
  });

  it('survives an unclosed tag without slowing down', () => {
    const started = performance.now();
    const sections = extractSections(page(`<p>a</p><a ${'x="1" y '.repeat(5000)}`), { title: 'T' });
    expect(sections[0].text.startsWith('a')).toBe(true);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('decodeEntities', () => {
  it('decodes named, decimal and hex references and replaces invalid code points', () => {
    expect(decodeEntities('&lt;&#60;&#x3C;&#X3c;&#0;&#x110000;')).toBe('<<<<\uFFFD\uFFFD');
  });
});

describe('truncate', () => {
  it('cuts at the last space near the limit and marks the cut', () => {
    expect(truncate('alpha beta gamma', 12)).toBe('alpha beta…');
    expect(truncate('short', 12)).toBe('short');
    expect(truncate('abcdefghijklmnop', 8)).toBe('abcdefg…');
  });
});
