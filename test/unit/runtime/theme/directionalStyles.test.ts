import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import Button from '@mui/material/Button';
import { directionalStyles, inDirection, withBothDirections } from '../../../../runtime/theme/directionalStyles.ts';
import { renderWithStyles } from '../../../../cli/render/emotionRender.ts';
import { createBrandTheme } from '../../../../runtime/brandTheme.ts';

const LTR = ':where([dir=ltr],[dir=ltr] *)';
const RTL = ':where([dir=rtl],[dir=rtl] *)';

/** The CSS as Emotion writes it with the docs cache: stylis's prefixer, then the direction split. */
const withDirections = (css: string) => serialize(compile(css), middleware([prefixer, directionalStyles, stringify]));
const withoutDirections = (css: string) => serialize(compile(css), middleware([prefixer, stringify]));
const count = (text: string, part: string) => text.split(part).length - 1;

describe('inDirection', () => {
  it('narrows the subject of the selector', () => {
    expect(inDirection('.a', 'rtl')).toBe(`.a${RTL}`);
    expect(inDirection('[data-mui-color-scheme="dark"] .a > .b', 'ltr')).toBe(`[data-mui-color-scheme="dark"] .a > .b${LTR}`);
    expect(inDirection('html', 'rtl')).toBe(`html${RTL}`);
  });

  it('keeps a pseudo-element last, old single-colon ones too, and is not fooled by colons in arguments or strings', () => {
    expect(inDirection('.a::after', 'rtl')).toBe(`.a${RTL}::after`);
    expect(inDirection('.a:hover:before', 'rtl')).toBe(`.a:hover${RTL}:before`);
    expect(inDirection('.a:not(:first-child)::placeholder', 'rtl')).toBe(`.a:not(:first-child)${RTL}::placeholder`);
    expect(inDirection('.a[title="a::b"]:focus', 'rtl')).toBe(`.a[title="a::b"]:focus${RTL}`);
    expect(inDirection('.a:after-thing', 'rtl')).toBe(`.a:after-thing${RTL}`);
  });
});

describe('directionalStyles', () => {
  it('leaves a rule without direction-dependent declarations exactly as it was', () => {
    const css = '.a{color:red;margin:0 auto;transform:rotate(45deg);user-select:none}';
    expect(withDirections(css)).toBe(withoutDirections(css));
  });

  it('writes the direction-dependent span twice, authored for ltr and mirrored for rtl, keeping declaration order', () => {
    expect(withDirections('.a{color:red;margin-left:8px;top:0;padding-right:2px !important;width:1px}')).toBe(
      '.a{color:red;}' +
        `.a${LTR}{margin-left:8px;top:0;padding-right:2px!important;}` +
        `.a${RTL}{margin-right:8px;top:0;padding-left:2px!important;}` +
        '.a{width:1px;}',
    );
  });

  it('mirrors float, text-align, corner radii and translations', () => {
    expect(withDirections('.a{float:left;text-align:right;border-top-left-radius:4px;transform:translateX(-10px)}')).toBe(
      `.a${LTR}{float:left;text-align:right;border-top-left-radius:4px;-webkit-transform:translateX(-10px);-moz-transform:translateX(-10px);-ms-transform:translateX(-10px);transform:translateX(-10px);}` +
        `.a${RTL}{float:right;text-align:left;border-top-right-radius:4px;-webkit-transform:translateX(10px);-moz-transform:translateX(10px);-ms-transform:translateX(10px);transform:translateX(10px);}`,
    );
  });

  it('narrows every selector of a list', () => {
    expect(withDirections('.a,.b::after{left:0}')).toBe(`.a${LTR},.b${LTR}::after{left:0;}.a${RTL},.b${RTL}::after{right:0;}`);
  });

  it('splits rules inside @media and @supports, nested ones too, and keeps the at-rule around them', () => {
    expect(withDirections('@media (min-width:600px){.a{top:0;margin-left:4px}}')).toBe(
      `@media (min-width:600px){.a{top:0;}.a${LTR}{margin-left:4px;}.a${RTL}{margin-right:4px;}}`,
    );
    expect(withDirections('.a{@supports (display:grid){@media print{left:0}}}')).toBe(
      `@supports (display:grid){@media print{.a${LTR}{left:0;}.a${RTL}{right:0;}}}`,
    );
  });

  it('honours a @noflip comment for the declaration after it', () => {
    expect(withDirections('.a{/* @noflip */text-align:left;float:left}')).toBe(`.a{text-align:left;}.a${LTR}{float:left;}.a${RTL}{float:right;}`);
  });

  it("splits the prefixer's vendor copies of a rule once each, like the rule itself", () => {
    const css = withDirections('.a::placeholder{margin-left:1px;opacity:.5}');
    for (const pseudo of ['::-webkit-input-placeholder', '::-moz-placeholder', '::placeholder']) {
      expect(css).toContain(`.a${LTR}${pseudo}{margin-left:1px;}.a${RTL}${pseudo}{margin-right:1px;}.a${pseudo}{opacity:.5;}`);
    }
    expect(count(css, 'margin-left:1px')).toBe(4);
  });

  it("gives Emotion's keyframes a mirrored twin that right-to-left rules animate with; other keyframes stay single", () => {
    const css = withDirections('@keyframes animation-abc{0%{left:-35%;right:100%}to{opacity:1}}.b{animation:animation-abc 2s infinite}');
    expect(css).toContain('@keyframes animation-abc{0%{left:-35%;right:100%;}to{opacity:1;}}');
    expect(css).toContain('@keyframes animation-abc-rtl{0%{right:-35%;left:100%;}to{opacity:1;}}');
    expect(css).toContain(`.b${LTR}{-webkit-animation:animation-abc 2s infinite;animation:animation-abc 2s infinite;}`);
    expect(css).toContain(`.b${RTL}{-webkit-animation:animation-abc-rtl 2s infinite;animation:animation-abc-rtl 2s infinite;}`);
    // Keyframe steps are not selectors: never narrowed.
    expect(css).not.toMatch(/%:where|to:where/);

    const global = '@keyframes mui-auto-fill{from{display:block}}';
    expect(withDirections(global)).toBe(withoutDirections(global));
  });

  it('writes both directions into the server render of an MUI component', () => {
    const { html, styles } = renderWithStyles(React.createElement(Button, { startIcon: React.createElement('svg') }, 'Go'), createBrandTheme());
    const startIcon = /class="[^"]*MuiButton-startIcon (css-[\w-]+)"/.exec(html)![1];
    const css = [...styles.values()].join('');
    expect(css).toContain(`.${startIcon}${LTR}{margin-right:8px;margin-left:-4px;}`);
    expect(css).toContain(`.${startIcon}${RTL}{margin-left:8px;margin-right:-4px;}`);
  });
});

describe('withBothDirections', () => {
  it('splits a plain stylesheet, inside media queries too, and leaves neutral rules alone', () => {
    const css = withBothDirections('.x .btn{margin-left:4px;color:red}@media (min-width:600px){.x .pl-2{padding-left:.5rem}}.x .c{color:blue}');
    expect(css).toContain(`.x .btn{color:red;}`);
    expect(css).toContain(`.x .btn${LTR}{margin-left:4px;}`);
    expect(css).toContain(`.x .btn${RTL}{margin-right:4px;}`);
    expect(css).toContain(`@media (min-width:600px){.x .pl-2${LTR}{padding-left:.5rem;}.x .pl-2${RTL}{padding-right:.5rem;}}`);
    expect(css).toContain('.x .c{color:blue;}');
  });

  it('leaves a rule whose mirror only swaps its own declarations', () => {
    expect(withBothDirections('.p{padding-left:8px;padding-right:8px;color:red}')).toBe('.p{padding-left:8px;padding-right:8px;color:red;}');
    // A repeated property keeps the split: which one wins depends on the order.
    expect(withBothDirections('.p{margin-left:1px;margin-right:2px;margin-left:3px}')).toContain(RTL);
  });
});
