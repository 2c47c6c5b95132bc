import { describe, expect, it } from 'vitest';
import { getHighlighter, highlightToHtml } from '../../../../cli/markdown/codeBlocks.ts';
import { render } from './helpers.ts';

const copyButton =
  '<button type="button" class="MuiCode-copy" aria-label="Copy the code" data-ga-event-category="code" data-ga-event-action="copy-click">' +
  '<span class="MuiCode-copy-label">Copy</span><span class="MuiCode-copied-label">Copied</span>' +
  '<span class="MuiCode-copyKeypress"> (or Ctrl + C)</span></button>';

describe('code blocks', () => {
  it('renders a highlighted block with its copy button', async () => {
    const { html } = await render('```tsx\nconst a = <div />;\n```\n');
    expect(html).toMatch(/^<div class="MuiCode-root" data-lang="tsx"><pre class="language-tsx" tabindex="0"><code>.*<\/code><\/pre><button /s);
    expect(html.endsWith(`${copyButton}</div>`)).toBe(true);
  });

  it('marks tokens with classes only, so the stylesheet colours them for each scheme', async () => {
    const { html } = await render('```ts\nconst answer = 42;\n```\n');
    expect(html).toContain('<span class="token keyword">const</span>');
    expect(html).toContain('<span class="token number">42</span>');
    // No inline colours: light and dark come from CSS keyed on [data-mui-color-scheme].
    expect(html).not.toMatch(/style="/);
  });

  it('keeps the code text exactly, escaped, without a trailing empty line', async () => {
    const { html } = await render('```html\n<b>&amp;</b>\n```\n');
    const text = /<code>(.*)<\/code>/s.exec(html)![1].replace(/<[^>]+>/g, '');
    expect(text).toBe('&lt;b&gt;&amp;amp;&lt;/b&gt;'.replace(/&gt;/g, '>'));
    expect(text.endsWith('\n')).toBe(false);
  });

  it('adds a title bar from title="…" in the fence meta', async () => {
    const { html } = await render('```bash title="Install <it>"\nnpm install @mui/material\n```\n');
    expect(html).toMatch(
      /^<div class="MuiCode-root" data-lang="bash"><div class="MuiCode-title">Install &lt;it&gt;<\/div><pre /,
    );
  });

  it('shows unknown and missing languages as plain text', async () => {
    const { html } = await render('```brainfuck\n+++.\n```\n\n```\nplain\n```\n');
    expect(html).toContain('<div class="MuiCode-root" data-lang="brainfuck"><pre class="language-text" tabindex="0">');
    expect(html).toContain('<div class="MuiCode-root" data-lang="text">');
    expect(html).toContain('+++.');
  });

  it('highlights every configured language and alias', async () => {
    const highlighter = await getHighlighter();
    for (const lang of ['ts', 'tsx', 'js', 'jsx', 'json', 'bash', 'sh', 'shell', 'css', 'html', 'md', 'diff', 'yaml']) {
      expect(highlighter.grammarFor(lang), lang).not.toBeNull();
    }
  });

  it('highlights the languages of other tools\' docs, loading their grammars on first use', async () => {
    const blocks = {
      vue: '<template>\n  <div :class="x">{{ msg }}</div>\n</template>',
      svelte: '<script>\n  let count = 0;\n</script>',
      'angular-ts': '@Component({ selector: "app" })\nexport class App {}',
      astro: '<Layout title="x" />',
      graphql: 'query { user(id: 1) { name } }',
      dockerfile: 'FROM node:20\nRUN npm ci',
      toml: '[package]\nname = "x"',
      python: 'def f():\n    return 1',
      scss: '.a { .b { color: red; } }',
      console: '$ npm run build',
    };
    for (const [lang, code] of Object.entries(blocks)) {
      const { html, warnings } = await render(`\`\`\`${lang}\n${code}\n\`\`\`\n`);
      expect(html, lang).toContain('class="token ');
      expect(warnings, lang).toEqual([]);
    }
  });

  it('warns once a page about a language it cannot highlight, and not about plain text asked for', async () => {
    const { warnings } = await render('```brainfuck\n+++.\n```\n\n```brainfuck\n---.\n```\n\n```text\nplain\n```\n\n```\nplain\n```\n', { bodyLine: 3 });
    expect(warnings).toEqual([
      'content/pages/material-ui/getting-started/usage.md:3:1: no syntax highlighting for the language "brainfuck", shown as plain text; name one docsgen highlights (ts, tsx, bash, html, css, json, python, …) or `text`',
    ]);
  });

  it('caches by language and code', async () => {
    const highlighter = await getHighlighter();
    const first = highlightToHtml(highlighter, 'tsx', 'const cached = 1;');
    expect(highlightToHtml(highlighter, 'tsx', 'const cached = 1;')).toBe(first);
    expect(highlightToHtml(highlighter, 'json', 'const cached = 1;')).not.toBe(first);
  });

  it('leaves inline code plain', async () => {
    const { html } = await render('Use `sx`.\n');
    expect(html).toBe('<p>Use <code>sx</code>.</p>');
  });
});
