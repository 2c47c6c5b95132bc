/**
 * Generators of hostile Markdown pages for the pipeline fuzz test: pages assembled from the constructs that break
 * parsers (unclosed fences, deep nesting, huge tables, random front matter, raw HTML, control characters), the same
 * with a construct far past the page limits (nesting up to 10,000 deep, tables up to 2,000 columns), and real pages of
 * the bundled site mutated byte by byte.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';

/** C0 and C1 controls, DEL, bidi overrides and isolates, zero-width characters, separators and a lone surrogate. */
const nastyCharacter = fc.constantFrom(
  ...'\u0000\u0001\u0007\b\u000b\f\r\u001b\u007f\u0085\u009b\u00a0\u200b\u200d\u200e\u202a\u202e\u2028\u2029\u2066\u2069\ufeff\ud800\uffff',
);

const word = fc.stringMatching(/^[A-Za-z0-9éß👋]{1,12}$/);
const inlineText = fc.array(fc.oneof({ weight: 6, arbitrary: word }, nastyCharacter, fc.constantFrom('*', '_', '`', '[', ']', '(', ')', '<', '>', '\\', '~~', '|', '{{', '}}', '#', ':::', '!')), { maxLength: 20 }).map((parts) => parts.join(' '));

const inline = fc.oneof(
  inlineText,
  fc.tuple(inlineText, word).map(([text, href]) => `[${text}](${href})`),
  fc.tuple(word, word).map(([text, href]) => `[${text}](./${href}.md#${text})`),
  word.map((w) => `**${w}`),
  word.map((w) => `\`${w}`),
  word.map((w) => `![${w}](${w}.png)`),
);

const heading = fc.tuple(fc.integer({ min: 1, max: 7 }), inline).map(([level, text]) => `${'#'.repeat(level)} ${text}`);
const fence = fc.tuple(fc.constantFrom('```', '~~~', '````'), fc.constantFrom('', 'tsx', 'js title="a.js"', 'bash title='), inlineText, fc.boolean()).map(
  ([marker, info, code, closed]) => `${marker}${info}\n${code}\n${closed ? marker : ''}`,
);
const table = fc.tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 200 }), word).map(([columns, rows, cell]) =>
  [
    `|${` ${cell} |`.repeat(columns)}`,
    `|${' --- |'.repeat(columns)}`,
    ...Array.from({ length: rows }, (_, r) => `|${` ${cell}${r} |`.repeat(Math.max(1, columns - (r % 3)))}`),
  ].join('\n'),
);
const nesting = fc.tuple(fc.constantFrom('> ', '- ', '1. ', '  ', '* > '), fc.integer({ min: 1, max: 120 }), inline).map(
  ([marker, depth, text]) => `${marker.repeat(depth)}${text}`,
);
const html = fc.constantFrom(
  '<div>',
  '</div>',
  '<script>alert(1)</script>',
  '<!-- unclosed comment',
  '<img src=x onerror=alert(1)>',
  '<details><summary>x</summary>',
  '<p align="center">\n\n**bold**\n\n</p>',
  '<br/>',
);
const directive = fc.tuple(fc.constantFrom('note', 'tip', 'warning', 'code-tabs package-manager', 'unknown', ''), inline, fc.boolean()).map(
  ([name, text, closed]) => `:::${name}\n${text}\n${closed ? ':::' : ''}`,
);
const demo = fc.oneof(
  word.map((name) => `{{"demo": "${name}.tsx"}}`),
  fc.constantFrom('{{"demo": }}', '{{"demo": "A.tsx", "bg": "inline"}}', '{{}}', '{{"demo": 1}}', '{{"demo": "A.tsx"'),
);
const alert = fc.tuple(fc.constantFrom('NOTE', 'TIP', 'WARNING', 'BOGUS'), inline).map(([kind, text]) => `> [!${kind}]\n> ${text}`);

const block = fc.oneof(
  { weight: 4, arbitrary: inline },
  heading,
  fence,
  { weight: 1, arbitrary: table },
  nesting,
  html,
  directive,
  demo,
  alert,
  fc.constantFrom('---', '***', '', '[^1]: footnote', 'Text[^1]', '- [ ] task', '- [x] done', '    indented code'),
);

const frontMatter = fc.oneof(
  fc.constant(''),
  fc.tuple(inlineText, inlineText).map(([title, description]) => `---\ntitle: ${JSON.stringify(title)}\ndescription: ${description}\n---\n`),
  fc.constantFrom(
    '---\n',
    '---\ntitle: [unclosed\n---\n',
    '---\n- a list\n---\n',
    '---\ntitle: 1\nlayout: nowhere\n---\n',
    '---\n: :\n---\n',
    '---\ntitle: &a [*a]\n---\n',
    '---\r\ntitle: crlf\r\n---\r\n',
  ),
  fc.dictionary(word, fc.oneof(word, fc.integer(), fc.boolean(), fc.constant(null)), { maxKeys: 5 }).map(
    (values) => `---\n${Object.entries(values).map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join('\n')}\n---\n`,
  ),
);

/** The bytes of a page of `blocks` under `front` matter, lines ending in `newline`. */
const pageBytes = ([front, blocks, newline]: [string, string[], string]) => Buffer.from(front + blocks.join(`${newline}${newline}`).replaceAll('\n', newline));

/** A page assembled from hostile constructs, as the bytes of a file. */
export const assembledPage = fc.tuple(frontMatter, fc.array(block, { maxLength: 25 }), fc.constantFrom('\n', '\r\n')).map(pageBytes);

/** Nesting from around the 100 levels a page may have to far past them: on one line, a line per level, in raw HTML. */
const pastLimitDepth = fc.integer({ min: 90, max: 10_000 });
const pastLimitNesting = fc.oneof(
  fc.tuple(fc.constantFrom('> ', '- ', '1. ', '* > ', '> - ', '[^n]: '), pastLimitDepth, inline).map(([marker, depth, text]) => `${marker.repeat(depth)}${text}`),
  fc.tuple(fc.constantFrom('- ', '1. ', '> '), fc.integer({ min: 90, max: 500 }), inline).map(([marker, depth, text]) =>
    Array.from({ length: depth }, (_, level) => (marker === '> ' ? `${'> '.repeat(level + 1)}${text}` : `${' '.repeat(level * marker.length)}${marker}${text}`)).join('\n'),
  ),
  fc.tuple(fc.constantFrom('div', 'span', 'li'), fc.constantFrom('\n', ''), pastLimitDepth, inline, fc.boolean()).map(
    ([tag, newline, depth, text, closed]) => `${`<${tag}>${newline}`.repeat(depth)}${text}${closed ? `</${tag}>`.repeat(depth) : ''}`,
  ),
);
/** Tables around the 1,000 columns a table may have and the 10,000 cells a page may have. */
const pastLimitTable = fc.tuple(fc.integer({ min: 900, max: 2000 }), fc.integer({ min: 0, max: 12 }), word).map(([columns, rows, cell]) =>
  [`|${` ${cell} |`.repeat(columns)}`, `|${' - |'.repeat(columns)}`, ...Array.from({ length: rows }, () => `|${` ${cell} |`.repeat(columns)}`)].join('\n'),
);

/** A page assembled from hostile constructs with one far past the page limits among them. */
export const pastLimitsPage = fc
  .tuple(frontMatter, fc.array(block, { maxLength: 10 }), fc.oneof(pastLimitNesting, pastLimitTable), fc.nat(), fc.constantFrom('\n', '\r\n'))
  .map(([front, blocks, breaker, at, newline]) => pageBytes([front, blocks.toSpliced(at % (blocks.length + 1), 0, breaker), newline]));

/** A few real pages of the bundled site, as seeds for mutation. */
function samplePages(): Buffer[] {
  const dir = path.resolve(import.meta.dirname, '../../content/pages/material-ui/getting-started');
  if (!fs.existsSync(dir)) return [Buffer.from('# Title\n\nBody.\n')];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .sort()
    .slice(0, 8)
    .map((name) => fs.readFileSync(path.join(dir, name)));
}

const mutation = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), bytes: fc.uint8Array({ minLength: 1, maxLength: 8 }) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 64 }) }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 400 }) }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

function mutate(page: Buffer, change: Mutation): Buffer {
  const at = page.length === 0 ? 0 : change.at % page.length;
  switch (change.kind) {
    case 'insert':
      return Buffer.concat([page.subarray(0, at), change.bytes, page.subarray(at)]);
    case 'delete':
      return Buffer.concat([page.subarray(0, at), page.subarray(at + change.length)]);
    case 'truncate':
      return page.subarray(0, at);
    case 'duplicate':
      return Buffer.concat([page.subarray(0, at + change.length), page.subarray(at)]);
  }
}

/** A real page with a handful of random byte-level changes. */
export const mutatedPage = fc
  .tuple(fc.constantFrom(...samplePages()), fc.array(mutation, { minLength: 1, maxLength: 6 }))
  .map(([page, changes]) => changes.reduce(mutate, page));

/** Any kind of page. */
export const hostilePage = fc.oneof(assembledPage, pastLimitsPage, mutatedPage);
