import { describe, expect, it } from 'vitest';
import { flipDeclaration } from '../../../../runtime/theme/flipDeclaration.ts';

describe('flipDeclaration', () => {
  it('swaps left and right in margins, paddings, offsets, borders, alignment and float', () => {
    expect(flipDeclaration('margin-left:8px;')).toBe('margin-right:8px;');
    expect(flipDeclaration('padding-right:4px;')).toBe('padding-left:4px;');
    expect(flipDeclaration('left:0;')).toBe('right:0;');
    expect(flipDeclaration('right:auto;')).toBe('left:auto;');
    expect(flipDeclaration('border-left:1px solid red;')).toBe('border-right:1px solid red;');
    expect(flipDeclaration('text-align:left;')).toBe('text-align:right;');
    expect(flipDeclaration('float:right;')).toBe('float:left;');
    expect(flipDeclaration('transform-origin:top left;')).toBe('transform-origin:top right;');
  });

  it('mirrors four-value shorthands, corner radii, shadows and horizontal translations', () => {
    expect(flipDeclaration('margin:0 1px 2px 3px;')).toBe('margin:0 3px 2px 1px;');
    expect(flipDeclaration('border-top-left-radius:4px;')).toBe('border-top-right-radius:4px;');
    expect(flipDeclaration('border-radius:1px 2px 3px 4px;')).toBe('border-radius:2px 1px 4px 3px;');
    expect(flipDeclaration('box-shadow:2px 0 3px red;')).toBe('box-shadow:-2px 0 3px red;');
    expect(flipDeclaration('transform:translateX(-50%);')).toBe('transform:translateX(50%);');
    expect(flipDeclaration('transform:translate(-50%, -50%);')).toBe('transform:translate(50%, -50%);');
  });

  it('keeps !important', () => {
    expect(flipDeclaration('margin-left:8px !important;')).toBe('margin-right:8px !important;');
    expect(flipDeclaration('padding-right:2px!important;')).toBe('padding-left:2px!important;');
  });

  it('leaves direction-neutral declarations as they are', () => {
    for (const declaration of ['color:red;', 'margin:0 auto;', 'padding:8px 16px;', 'top:0;', 'transform:rotate(45deg);', 'display:flex;', 'margin-inline-start:4px;']) {
      expect(flipDeclaration(declaration)).toBe(declaration);
    }
  });

  it('keeps custom properties and quoted strings, whose meaning the declaration alone does not tell', () => {
    expect(flipDeclaration('--drawer-left:0;')).toBe('--drawer-left:0;');
    expect(flipDeclaration('content:"left";')).toBe('content:"left";');
    expect(flipDeclaration('font-family:"Helvetica Left",sans-serif;')).toBe('font-family:"Helvetica Left",sans-serif;');
    expect(flipDeclaration(`grid-template-areas:'left right';`)).toBe(`grid-template-areas:'left right';`);
    expect(flipDeclaration('padding-left:var(--Input-paddingLeft, 12px);')).toBe('padding-right:var(--Input-paddingLeft, 12px);');
  });

  it("points animations at the mirrored twin of Emotion's keyframes, and only of Emotion's", () => {
    expect(flipDeclaration('animation:animation-1x2y 2s infinite;')).toBe('animation:animation-1x2y-rtl 2s infinite;');
    expect(flipDeclaration('animation-name:animation-1x2y;')).toBe('animation-name:animation-1x2y-rtl;');
    expect(flipDeclaration('-webkit-animation:animation-1x2y 1s;')).toBe('-webkit-animation:animation-1x2y-rtl 1s;');
    expect(flipDeclaration('animation-name:mui-auto-fill;')).toBe('animation-name:mui-auto-fill;');
    expect(flipDeclaration('transition:animation-1x2y 1s;')).toBe('transition:animation-1x2y 1s;');
  });
});
