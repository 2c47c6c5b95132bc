import { describe, expect, it } from 'vitest';
import { firstPaintCss, pageUsage, planFirstPaintCss } from '../../../../cli/build/firstPaintCss.ts';
import { htmlUsage, variableReferences } from '../../../../cli/build/htmlUsage.ts';
import { requiredClasses } from '../../../../cli/build/selectorClasses.ts';

/** What the first-paint CSS of a page with this main HTML, shell and own CSS depends on. */
const usage = (mainHtml: string, shellHtmls: string[], pageCss?: string) => pageUsage(mainHtml, htmlUsage(mainHtml), shellHtmls, pageCss);

describe('requiredClasses', () => {
  it('lists the classes of compound and descendant selectors', () => {
    expect(requiredClasses('.docs-root .nav-link.is-open > a:hover::after')).toEqual(['docs-root', 'nav-link', 'is-open']);
  });

  it('requires nothing of negations, alternatives, attribute values or strings', () => {
    expect(requiredClasses('.a:not(.b)')).toEqual(['a']);
    expect(requiredClasses(':is(.x, .y) p')).toEqual([]);
    expect(requiredClasses('a[href$=".md"]')).toEqual([]);
    expect(requiredClasses('li:nth-child(2n+1)')).toEqual([]);
  });
});

describe('firstPaintCss', () => {
  const plan = planFirstPaintCss(
    [
      ':root{--c:red;color-scheme:light}',
      '.shell{display:flex}',
      '.demo .toolbar{gap:4px}',
      '.absent, .shell > .also-absent{color:blue}',
      '.absent, .present{color:green}',
      '@media (max-width:600px){.shell{display:block}.absent{margin:0}}',
      '@media print{.absent{display:none}}',
      '@font-face{font-family:X;src:url(x.woff2)}',
      'body.mode-dark .shell{color:white}',
      'a:not(.absent){text-decoration:none}',
    ].join('\n'),
  );

  it("keeps, in order, every rule that may match the page's elements and drops the others", () => {
    const css = firstPaintCss(plan, usage('<div class="shell"><p class="present">x</p></div>', []));
    expect(css).toBe(
      ':root{color-scheme:light}.shell{display:flex}.absent, .present{color:green}@media (max-width:600px){.shell{display:block}}' +
        '@font-face{font-family:X;src:url(x.woff2)}body.mode-dark .shell{color:white}a:not(.absent){text-decoration:none}',
    );
  });

  it("counts the shell's classes and the dark mode class the no-flash script may add", () => {
    const css = firstPaintCss(plan, usage('<main></main>', ['<header class="demo"><div class="toolbar shell"></div></header>']));
    expect(css).toContain('.demo .toolbar{gap:4px}');
    expect(css).toContain('body.mode-dark .shell{color:white}');
    expect(css).not.toContain('@media print');
  });
});

describe('custom properties of the first-paint CSS', () => {
  const plan = planFirstPaintCss(
    [
      ':root,[data-scheme="light"]{color-scheme:light;--primary:var(--blue-500);--blue-500:#07f;--red-500:#f00;--unused:1px;--gap:4px}',
      '[data-scheme="dark"]{color-scheme:dark;--primary:var(--blue-300);--blue-300:#8cf;--unused:2px}',
      '.card{color:var(--primary)}',
      '.absent{color:var(--red-500)}',
      ':root{--only-unused:0}',
    ].join('\n'),
  );

  it('keeps the custom properties kept rules read, through the ones they refer to, in both schemes', () => {
    const css = firstPaintCss(plan, usage('<div class="card"></div>', []));
    expect(css).toBe(
      ':root,[data-scheme="light"]{color-scheme:light;--primary:var(--blue-500);--blue-500:#07f}' +
        '[data-scheme="dark"]{color-scheme:dark;--primary:var(--blue-300);--blue-300:#8cf}.card{color:var(--primary)}',
    );
  });

  it("keeps those the page's HTML and own CSS read, with and without fallbacks", () => {
    const css = firstPaintCss(plan, usage('<p style="margin:var(--gap)"></p>', [], '.css-1{color:var( --missing, var(--red-500))}'));
    expect(css).toContain('--gap:4px');
    expect(css).toContain('--red-500:#f00');
    expect(css).not.toContain('--primary');
    expect(css).not.toContain('--only-unused');
  });

  it('reads var() references, fallbacks included', () => {
    expect(variableReferences('a{color:var(--a, var(--b-c));margin:calc(var(--gap) * 2)}')).toEqual(['--a', '--b-c', '--gap']);
    expect(variableReferences('a{color:red}')).toEqual([]);
  });
});
