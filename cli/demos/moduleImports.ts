/** The modules a source imports, read from its tokens (sucrase's parser), so no string, JSX text or comment passes for one. */
import { parse } from 'sucrase/dist/parser/index.js';
import { TokenType } from 'sucrase/dist/parser/tokenizer/types.js';

type Token = ReturnType<typeof parse>['tokens'][number];

/** The specifier of a string token, without its quotes. */
const specifierOf = (source: string, token: Token) => source.slice(token.start + 1, token.end - 1);

const isWord = (source: string, token: Token | undefined, word: string) => token?.type === TokenType.name && source.slice(token.start, token.end) === word;

/** Where the `from 'x'` of an `export * (as ns)` or `export {…}` starting at `start` is, or -1 for an export of its own. */
function reexportFrom(source: string, tokens: Token[], start: number): number {
  let at = start;
  if (isWord(source, tokens[at], 'type')) at++;
  if (tokens[at]?.type === TokenType.braceL) {
    while (at < tokens.length && tokens[at].type !== TokenType.braceR) at++;
  } else if (tokens[at]?.type === TokenType.star) {
    if (tokens[at + 1]?.type === TokenType._as) at += 2;
  } else {
    return -1;
  }
  return isWord(source, tokens[at + 1], 'from') && tokens[at + 2]?.type === TokenType.string ? at + 2 : -1;
}

/** Every specifier `source` (TypeScript with JSX) imports or re-exports from, type-only ones included, in order. */
export function importSpecifiers(source: string): string[] {
  const { tokens } = parse(source, true, true, false);
  const specifiers: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].type === TokenType._import) {
      if (tokens[i + 1]?.type === TokenType.parenL) {
        // import('x'): a template or an expression names no module here.
        if (tokens[i + 2]?.type === TokenType.string) specifiers.push(specifierOf(source, tokens[i + 2]));
        continue;
      }
      // A declaration names its module in its first string: `import 'x'`, `import a, { b } from 'x'`, `import a = require('x')`.
      let at = i + 1;
      while (at < tokens.length && tokens[at].type !== TokenType.string && tokens[at].type !== TokenType.semi) at++;
      const named = at === i + 1 || isWord(source, tokens[at - 1], 'from') || (tokens[at - 1]?.type === TokenType.parenL && isWord(source, tokens[at - 2], 'require'));
      if (tokens[at]?.type === TokenType.string && named) specifiers.push(specifierOf(source, tokens[at]));
    } else if (tokens[i].type === TokenType._export) {
      const at = reexportFrom(source, tokens, i + 1);
      if (at >= 0) specifiers.push(specifierOf(source, tokens[at]));
    }
  }
  return specifiers;
}
