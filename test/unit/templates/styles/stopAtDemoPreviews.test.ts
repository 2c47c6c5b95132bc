import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { markdownCss } from '../../../../templates/styles/markdownCss.ts';
import { stopAtDemoPreviews, stopSelectorAtDemoPreviews } from '../../../../templates/styles/stopAtDemoPreviews.ts';

describe('Markdown styles stopped at demo previews', () => {
  it('limits the subject of every selector below .markdown-body, before a pseudo-element', () => {
    expect(stopSelectorAtDemoPreviews('.markdown-body th')).toBe('.markdown-body th:where(:not(.demo-preview *))');
    expect(stopSelectorAtDemoPreviews('.markdown-body tr:last-child td')).toBe('.markdown-body tr:last-child td:where(:not(.demo-preview *))');
    expect(stopSelectorAtDemoPreviews('[data-mui-color-scheme="dark"] .markdown-body :not(pre) > code')).toBe(
      '[data-mui-color-scheme="dark"] .markdown-body :not(pre) > code:where(:not(.demo-preview *))',
    );
    expect(stopSelectorAtDemoPreviews('.markdown-body li::marker')).toBe('.markdown-body li:where(:not(.demo-preview *))::marker');
  });

  it('leaves the container itself, other classes and selectors that already stop at previews', () => {
    for (const selector of ['.markdown-body', '.MuiCode-root pre', '.markdown-body a:where(:not([class], .demo-preview *))', '.markdown-bodyish p']) {
      expect(stopSelectorAtDemoPreviews(selector)).toBe(selector);
    }
  });

  it('rewrites each selector of a list and keeps at-rules', () => {
    expect(stopAtDemoPreviews('@media (min-width: 900px) { .markdown-body p, .docs-title { margin: 0; } }')).toBe(
      '@media (min-width: 900px) { .markdown-body p:where(:not(.demo-preview *)), .docs-title { margin: 0; } }',
    );
  });

  it('leaves no rule of the Markdown stylesheet able to match inside a preview', () => {
    const selectors: string[] = [];
    postcss.parse(markdownCss).walkRules((rule) => void selectors.push(...rule.selectors));
    const below = selectors.filter((selector) => /\.markdown-body(?![\w-])[^,]*[\s>+~]/.test(selector));
    expect(below.length).toBeGreaterThan(10);
    for (const selector of below) expect(selector, selector).toContain('.demo-preview *');
  });
});
