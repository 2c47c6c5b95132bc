import { describe, expect, it } from 'vitest';
import { render } from './helpers.ts';

describe('Vue in Markdown', () => {
  it('shows a badge with its text, self-closed or with content, and leaves it out of the heading id', async () => {
    const { html, warnings, toc } = await render(
      '## `useData` <Badge type="info" text="composable" />\n\n### Title <Badge type="danger">deprecated</Badge>\n\nA <Badge text="new" /> word.\n',
    );
    expect(html).toContain('<h2 id="usedata"><code>useData</code> <span class="docs-badge docs-badge-info">composable</span>');
    expect(html).toContain('<h3 id="title">Title <span class="docs-badge docs-badge-danger">deprecated</span>');
    expect(html).toContain('<p>A <span class="docs-badge docs-badge-tip">new</span> word.</p>');
    expect(toc.map((entry) => entry.id)).toEqual(['usedata']);
    expect(warnings).toEqual([]);
  });

  it('leaves other components out with a warning at their line, keeping the content between their tags and after them', async () => {
    const { html, warnings } = await render('Intro.\n\n<TeamList :members="members" />\n\nAfter <ClientOnly>only text</ClientOnly> here.\n', { headingIdRule: 'vitepress' });
    expect(html).toBe('<p>Intro.</p>\n\n<p>After only text here.</p>');
    expect(warnings).toEqual([
      expect.stringMatching(/usage\.md:3:1: <TeamList \/> is a Vue component, which docsgen does not run: it is left out of the page$/),
      expect.stringMatching(/usage\.md:5:7: <ClientOnly> is a Vue component, which docsgen does not run: its tags are left out, the content between them is kept$/),
    ]);
  });

  it('names a component outside a VitePress folder for what it is: JSX an .mdx page would render', async () => {
    const { html, warnings } = await render('Before.\n\n<Tabs>\n\nInside.\n\n</Tabs>\n');
    expect(html).toContain('Inside.');
    expect(warnings).toEqual([
      expect.stringMatching(/usage\.md:3:1: <Tabs> is a component, which a Markdown page cannot render \(rename the page \.mdx to render it\): its tags are left out/),
    ]);
  });

  it('leaves out a script of Vue component code, and keeps other scripts and styles', async () => {
    const { html, warnings } = await render(
      '<script setup>\nimport Chart from "./Chart.vue";\n</script>\n\n<style>\n.box { color: red; }\n</style>\n\n<script type="module">\nimport "./x.js";\n</script>\n\nText.\n',
    );
    expect(html).not.toContain('Chart');
    expect(html).toContain('.box { color: red; }');
    expect(html).toContain('<script type="module">');
    expect(warnings).toEqual([
      expect.stringMatching(/usage\.md:1:1: <script setup> holds Vue component code/),
      expect.stringMatching(/usage\.md:9:1: raw <script> in Markdown runs in readers' browsers/),
    ]);
  });
});
