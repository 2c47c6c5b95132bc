import { describe, expect, it } from 'vitest';
import { scopeCss, scopeSelector } from '../../../../cli/demos/scopeCss.ts';
import { ContentError } from '../../../../cli/errors.ts';

describe('scopeSelector', () => {
  it('puts a selector under the scope', () => {
    expect(scopeSelector('.button:hover', '.s')).toBe('.s .button:hover');
    expect(scopeSelector(' *', '.s')).toBe('.s *');
  });

  it('keeps a leading :root, html or body compound in front of the scope', () => {
    expect(scopeSelector(':root', '.s')).toBe(':root .s');
    expect(scopeSelector('html[data-mui-color-scheme="dark"] .button', '.s')).toBe('html[data-mui-color-scheme="dark"] .s .button');
    expect(scopeSelector('html[data-code-styling="MUI System"] .x', '.s')).toBe('html[data-code-styling="MUI System"] .s .x');
    expect(scopeSelector('body > .x', '.s')).toBe('body .s > .x');
    // Only whole element names count.
    expect(scopeSelector('htmlish', '.s')).toBe('.s htmlish');
  });
});

describe('scopeCss', () => {
  it('scopes every rule, in media queries too, but not keyframe steps or nested rules', () => {
    const css = '.a, .b > i { color: red }\n@media (min-width: 600px) { .a { color: blue } }\n@keyframes spin { from { opacity: 0 } to { opacity: 1 } }\n.c { &:hover { color: green } }';
    expect(scopeCss(css, '.s', 'demo.css')).toBe(
      '.s .a, .s .b > i { color: red }\n@media (min-width: 600px) { .s .a { color: blue } }\n@keyframes spin { from { opacity: 0 } to { opacity: 1 } }\n.s .c { &:hover { color: green } }',
    );
  });

  it('fails on invalid CSS with the file, line and reason', () => {
    let error: unknown;
    try {
      scopeCss('.a { color: red }\n.b { color: blue\n', '.s', 'Demo/css/styles.css');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).format()).toMatch(/^Demo\/css\/styles\.css:2:1: invalid CSS: Unclosed block$/);
  });

  it('refuses @import, which the build cannot follow', () => {
    expect(() => scopeCss('.a {}\n@import "other.css";', '.s', 'x.css')).toThrow(/@import is not supported/);
  });
});
