import { describe, expect, it } from 'vitest';
import { sourceTokens } from '../../../../cli/load/sourceTokens.ts';

/** The tokens' texts, strings marked by quotes. */
function texts(source: string): string[] {
  return sourceTokens(source).tokens.map((token) => (token.kind === 'string' ? `"${token.text}"` : token.text));
}

describe('sourceTokens', () => {
  it('drops comments and white space, and gives strings their value', () => {
    expect(texts("a /* b */ = // c\n 'it\\'s' + \"d\"")).toEqual(['a', '=', '"it\'s"', '+', '"d"']);
  });

  it('keeps template literals whole, their expressions with braces and backquotes inside', () => {
    expect(texts('x = `a ${ { b: `}` }.b } c`; y')).toEqual(['x', '=', '`a ${ { b: `}` }.b } c`', ';', 'y']);
  });

  it('tells a regular expression from a division by what comes before the slash', () => {
    expect(texts('f(/[/{]/g, a / b / c)')).toEqual(['f', '(', '/[/{]/g', ',', 'a', '/', 'b', '/', 'c', ')']);
    expect(texts('return /}/')).toEqual(['return', '/}/']);
  });

  it('reads operators whole, so a lone = is an assignment', () => {
    expect(texts('a => b == c <= d = e ... f')).toEqual(['a', '=>', 'b', '==', 'c', '<=', 'd', '=', 'e', '...', 'f']);
  });

  it('pairs each bracket with its partner, leaving unmatched ones alone', () => {
    const { tokens, partner } = sourceTokens('{ a: [1, (2)] } )');
    const at = (text: string) => tokens.findIndex((token) => token.text === text);
    expect(partner[at('{')]).toBe(at('}'));
    expect(partner[at('[')]).toBe(at(']'));
    expect(partner[at(']')]).toBe(at('['));
    expect(partner[tokens.length - 1]).toBe(-1);
  });
});
