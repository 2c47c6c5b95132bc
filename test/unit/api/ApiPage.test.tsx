import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiPage } from '../../../templates/api/ApiPage.tsx';
import { buttonApi, useButtonApi } from './fixtures.ts';

// Emotion writes <style> tags before the Chip when no cache collects them; they are not part of the page's structure.
const render = (api: Parameters<typeof ApiPage>[0]['api']) => renderToStaticMarkup(<ApiPage api={api} />).replace(/<style[^>]*>.*?<\/style>/g, '');

describe('ApiPage', () => {
  const html = render(buttonApi);

  it('renders the body only: no h1, a description paragraph', () => {
    expect(html).not.toContain('<h1');
    expect(html).toMatch(/^<div class="description"><p>API reference docs for the React Button component\./);
  });

  it('renders the imports in the site code-block markup', () => {
    expect(html).toContain(
      '<div class="MuiCode-root"><pre><code>import Button from &#x27;@mui/material/Button&#x27;;\n// or\nimport { Button } from &#x27;@mui/material&#x27;;</code></pre>' +
        '<button type="button" class="MuiCode-copy" aria-label="Copy the code"><span class="MuiCode-copy-label">Copy</span><span class="MuiCode-copied-label">Copied</span></button></div>',
    );
  });

  it('gives every h2 an id, in section order', () => {
    const headings = [...html.matchAll(/<h2 id="([^"]+)">([^<]+)/g)].map((match) => [match[1], match[2]]);
    expect(headings).toEqual([
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
    expect([...hook.matchAll(/<h2 id="([^"]+)"/g)].map((match) => match[1])).toEqual(['parameters', 'return-value']);
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
