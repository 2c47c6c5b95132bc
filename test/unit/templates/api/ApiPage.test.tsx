import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ApiPageExtras } from '../../../../templates/api/ApiPage.tsx';
import { ApiPage } from '../../../../templates/api/ApiPage.tsx';
import { buttonApi, useButtonApi } from '../../api/fixtures.ts';

const extras: ApiPageExtras = {
  demos: [
    { route: '/material-ui/react-button/', title: 'Button' },
    { route: '/material-ui/react-button-group/', title: 'Button Group' },
  ],
  importHtml: '<pre class="language-jsx" tabindex="0"><code>import Button</code></pre>',
  themeDefaultPropsName: 'MuiButton',
  sourceHref: 'https://example.com/src/Button',
  inherits: { component: 'ButtonBase', href: '/material-ui/api/button-base/' },
};

// Emotion writes <style> tags before the Chip when no cache collects them; they are not part of the page's structure.
const render = (api: Parameters<typeof ApiPage>[0]['api'], pageExtras: ApiPageExtras = extras) =>
  renderToStaticMarkup(<ApiPage api={api} extras={pageExtras} />).replace(/<style[^>]*>.*?<\/style>/g, '');

describe('ApiPage', () => {
  const html = render(buttonApi);

  it('renders the body only: no h1, a description paragraph', () => {
    expect(html).not.toContain('<h1');
    expect(html).toMatch(/^<div class="description"><p>API reference docs for the React Button component\./);
  });

  it('renders the highlighted import in the site code-block markup, and the source link', () => {
    expect(html).toContain('<div class="MuiCode-root" data-lang="jsx"><pre class="language-jsx" tabindex="0"><code>import Button</code></pre><button type="button" class="MuiCode-copy"');
    expect(html).toContain('<a href="https://example.com/src/Button" target="_blank" rel="noopener">Source code of Button</a>');
  });

  it('links back to every page that demos the component', () => {
    expect(html).toContain('<ul><li><a href="/material-ui/react-button/">Button</a></li><li><a href="/material-ui/react-button-group/">Button Group</a></li></ul>');
    expect(render(buttonApi, { ...extras, demos: [] })).not.toContain('id="demos"');
  });

  it('names the theme key for default props', () => {
    expect(html).toContain('use <code>MuiButton</code> in the theme');
  });

  it('gives every h2 an id, in section order', () => {
    const headings = [...html.matchAll(/<h2 id="([^"]+)">([^<]+)/g)].map((match) => [match[1], match[2]]);
    expect(headings).toEqual([
      ['demos', 'Demos'],
      ['import', 'Import'],
      ['props', 'Props'],
      ['css', 'CSS classes'],
      ['slots', 'Slots'],
    ]);
  });

  it('marks a required prop with an asterisk and a visually hidden word', () => {
    expect(html).toContain('<code>onClick</code><span aria-hidden="true">*</span><span class="visually-hidden"> required</span>');
  });

  it('strikes through a deprecated prop and shows its note', () => {
    expect(html).toContain('<s><code>components</code></s>');
    expect(html).toMatch(/Deprecated<\/span><\/div> <span>Use the <code>slots<\/code> prop instead\.<\/span>/);
  });

  it('renders the default, inline code and links of descriptions', () => {
    expect(html).toContain('<td><code>&#x27;text&#x27;</code></td>');
    expect(html).toContain('It supports <a href="https://mui.com/material-ui/customization/palette/">custom colors</a>.');
  });

  it('renders code inside link text and strong emphasis in descriptions', () => {
    const described = render({ ...buttonApi, description: 'Props of the [`Modal`](/material-ui/api/modal/) are **also** available.' });
    expect(described).toContain('<p>Props of the <a href="/material-ui/api/modal/"><code>Modal</code></a> are <strong>also</strong> available.</p>');
  });

  it('lets a shortened type open to its full text', () => {
    expect(html).toContain(
      '<details><summary><code>(event, value) =&gt; void</code></summary><code>(event: MouseEvent&lt;HTMLButtonElement&gt;, value: string) =&gt; void</code></details>',
    );
  });

  it('shows the inherits note with a link', () => {
    expect(html).toContain('Props of the <a href="/material-ui/api/button-base/">ButtonBase</a> component are also available.');
  });

  it('lists CSS classes and slots with their global classes', () => {
    expect(html).toContain('<td><code>root</code></td><td><code>.MuiButton-root</code></td>');
    expect(html).toContain('<td><code>disabled</code></td><td><code>.Mui-disabled</code></td>');
    expect(html).toContain('<td><code>.MuiButton-root</code></td><td><code>&#x27;button&#x27;</code></td>');
  });

  it('renders a hook with parameters and return value sections', () => {
    const hook = render(useButtonApi);
    expect([...hook.matchAll(/<h2 id="([^"]+)"/g)].map((match) => match[1])).toEqual(['demos', 'import', 'parameters', 'return-value']);
    expect(hook).toContain('<code>getRootProps</code>');
  });

  it('shows the first paragraph of a JSDoc description, past headings', () => {
    const described = render({ ...buttonApi, description: '## ARIA\n\nSet `aria-label`\nwhen there is no text.\n\nMore details.' });
    expect(described).toMatch(/^<div class="description"><p>Set <code>aria-label<\/code> when there is no text\.<\/p><\/div>/);
  });

  it('warns about a deprecated component', () => {
    expect(render({ ...buttonApi, deprecated: 'Use `Grid` instead.' })).toContain(
      '<p class="MuiCallout-title">Deprecated</p><p>Use <code>Grid</code> instead.</p>',
    );
  });
});
