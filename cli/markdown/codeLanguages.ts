/**
 * The languages a fence may name, as Prism grammars: the names authors write for the same language (`ts`, `py`,
 * `dockerfile`), the framework templates Prism reads as HTML with embedded script (Vue, Svelte, Astro, Angular), the
 * names that mean plain text on purpose, and the grammars loaded only when a page first uses one. None of those
 * extends a grammar loaded before it (checked when the list was made), so a block highlights the same whichever pages
 * a thread rendered first.
 */

/** Loaded with Prism itself: the languages of a component library's docs. */
export const STARTUP_LANGUAGES = ['jsx', 'typescript', 'tsx', 'json', 'bash', 'markdown', 'diff', 'yaml'];

/** Other grammars of Prism's, loaded on first use. */
const ON_DEMAND = new Set([
  'json5', 'graphql', 'docker', 'toml', 'ini', 'python', 'go', 'rust', 'java', 'kotlin', 'swift', 'c', 'cpp', 'csharp',
  'php', 'ruby', 'sql', 'scss', 'less', 'sass', 'powershell', 'http', 'nginx', 'makefile', 'lua', 'r', 'dart', 'elixir',
  'haskell', 'scala', 'perl', 'objectivec', 'latex', 'protobuf', 'git', 'shell-session', 'hcl', 'mermaid', 'zig',
  'handlebars', 'batch', 'properties', 'nix', 'ocaml', 'erlang', 'clojure', 'fsharp', 'groovy', 'julia', 'matlab', 'vim',
  'wasm', 'solidity', 'twig', 'liquid', 'pug', 'cmake', 'apacheconf', 'editorconfig', 'ignore', 'csv', 'regex',
]);

/** Fence names authors use for a language Prism knows by another name. */
const ALIASES: Record<string, string> = {
  ts: 'typescript', mts: 'typescript', cts: 'typescript', 'angular-ts': 'typescript',
  js: 'javascript', mjs: 'javascript', cjs: 'javascript',
  sh: 'bash', shell: 'bash', zsh: 'bash', shellscript: 'bash', console: 'shell-session', shellsession: 'shell-session',
  html: 'markup', xml: 'markup', svg: 'markup', xhtml: 'markup', vue: 'markup', svelte: 'markup', astro: 'markup', 'angular-html': 'markup',
  md: 'markdown', mdx: 'markdown', yml: 'yaml', jsonc: 'json5', dockerfile: 'docker', gql: 'graphql',
  py: 'python', rb: 'ruby', rs: 'rust', kt: 'kotlin', kts: 'kotlin', cs: 'csharp', 'c#': 'csharp', 'c++': 'cpp',
  golang: 'go', ps1: 'powershell', pwsh: 'powershell', bat: 'batch', cmd: 'batch', tf: 'hcl', terraform: 'hcl',
  make: 'makefile', proto: 'protobuf', tex: 'latex', objc: 'objectivec', 'objective-c': 'objectivec', hbs: 'handlebars',
  env: 'properties', dotenv: 'properties', gitignore: 'ignore', conf: 'ini',
};

/** Fence names that ask for no highlighting. */
const PLAIN = new Set(['', 'text', 'txt', 'plaintext', 'plain', 'log', 'output', 'none', 'ansi']);

/** How a fence's language is highlighted: by a grammar (loaded on demand), as plain text on purpose, or not known. */
export type LanguageChoice = { kind: 'grammar'; name: string; onDemand: boolean } | { kind: 'plain' } | { kind: 'unknown' };

/** The grammar for the language a fence names, given the names of the grammars loaded so far. */
export function chooseLanguage(lang: string, loaded: ReadonlySet<string>): LanguageChoice {
  const name = ALIASES[lang] ?? lang;
  if (PLAIN.has(name)) return { kind: 'plain' };
  if (loaded.has(name)) return { kind: 'grammar', name, onDemand: false };
  if (ON_DEMAND.has(name)) return { kind: 'grammar', name, onDemand: true };
  return { kind: 'unknown' };
}
