import { describe, expect, it } from 'vitest';
import { firstPaintCss, pageClasses, planFirstPaintCss, requiredClasses } from '../../../../cli/build/firstPaintCss.ts';

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
      ':root{--c:red}',
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
    const css = firstPaintCss(plan, pageClasses('<div class="shell"><p class="present">x</p></div>', []));
    expect(css).toBe(
      ':root{--c:red}.shell{display:flex}.absent, .present{color:green}@media (max-width:600px){.shell{display:block}}' +
        '@font-face{font-family:X;src:url(x.woff2)}body.mode-dark .shell{color:white}a:not(.absent){text-decoration:none}',
    );
  });

  it("counts the shell's classes and the dark mode class the no-flash script may add", () => {
    const classes = pageClasses('<main></main>', ['<header class="demo"><div class="toolbar shell"></div></header>']);
    const css = firstPaintCss(plan, classes);
    expect(css).toContain('.demo .toolbar{gap:4px}');
    expect(css).toContain('body.mode-dark .shell{color:white}');
    expect(css).not.toContain('@media print');
  });
});
