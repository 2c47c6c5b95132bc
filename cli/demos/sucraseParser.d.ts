/** Sucrase's parser: the package describes it under dist/types, but maps none of those types to its files. */
declare module 'sucrase/dist/parser/index.js' {
  export { parse } from 'sucrase/dist/types/parser/index';
}
declare module 'sucrase/dist/parser/tokenizer/types.js' {
  export { TokenType } from 'sucrase/dist/types/parser/tokenizer/types';
}
