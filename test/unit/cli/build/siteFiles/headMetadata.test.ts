import { describe, expect, it } from 'vitest';
import { headMetadata } from '../../../../../cli/build/siteFiles/headMetadata.ts';

const base = {
  siteUrl: 'https://mui.com/',
  siteTitle: 'MUI',
  route: '/material-ui/react-button/',
  title: 'Button',
  description: 'Buttons allow users to take actions.',
  languages: ['en'],
};

describe('headMetadata', () => {
  it('writes the canonical link, hreflang alternates, Open Graph and Twitter tags', () => {
    const html = headMetadata(base);
    const url = 'https://mui.com/material-ui/react-button/';
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${url}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${url}">`);
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<meta property="og:site_name" content="MUI">');
    expect(html).toContain('<meta property="og:title" content="Button">');
    expect(html).toContain('<meta property="og:description" content="Buttons allow users to take actions.">');
    expect(html).toContain(`<meta property="og:url" content="${url}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain('<meta name="twitter:title" content="Button">');
    expect(html).toContain('<meta name="twitter:description" content="Buttons allow users to take actions.">');
    expect(html).not.toContain('og:image');
  });

  it('keeps the trailing slash, drops the hash and prefixes other languages', () => {
    const html = headMetadata({ ...base, siteUrl: 'https://mui.com', route: '/material-ui/react-button#sizes', languages: ['en', 'zh'] });
    expect(html).toContain('<link rel="canonical" href="https://mui.com/material-ui/react-button/">');
    expect(html).toContain('<link rel="alternate" hreflang="zh" href="https://mui.com/zh/material-ui/react-button/">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://mui.com/material-ui/react-button/">');
  });

  it('adds the image as an absolute URL with a large Twitter card', () => {
    const html = headMetadata({ ...base, image: '/static/og.png' });
    expect(html).toContain('<meta property="og:image" content="https://mui.com/static/og.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(headMetadata({ ...base, image: 'https://cdn.x/og.png' })).toContain('content="https://cdn.x/og.png"');
  });

  it('escapes every value', () => {
    const html = headMetadata({ ...base, siteTitle: 'A & B', title: '<Button> "quoted"', description: "it's <b>", route: '/a&b/' });
    expect(html).toContain('content="A &amp; B"');
    expect(html).toContain('content="&lt;Button&gt; &quot;quoted&quot;"');
    expect(html).toContain('content="it&#39;s &lt;b&gt;"');
    expect(html).toContain('href="https://mui.com/a&amp;b/"');
    expect(html).not.toMatch(/<b>|"quoted"/);
  });
});
