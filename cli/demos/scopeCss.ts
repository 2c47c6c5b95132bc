/** Confines a demo's stylesheet to the demo: every selector is put under a scope selector, so it can never restyle the site. */
import postcss, { CssSyntaxError, type AtRule, type Root, type Rule } from 'postcss';
import { ContentError } from '../errors.ts';

/**
 * A leading `:root`, `html` or `body` compound (quoted attribute values may hold spaces): kept in front with the scope
 * inserted after it, so custom properties on `:root` and colour-scheme selectors on `html` still reach the demo.
 */
const DOCUMENT_COMPOUND = /^((?::root|html|body)(?![\w-])(?:[^\s"']|"[^"]*"|'[^']*')*)([\s\S]*)$/;

/** `selector` under `scope`: `.button` → `.scope .button`, `html[data-x] .button` → `html[data-x] .scope .button`. */
export function scopeSelector(selector: string, scope: string): string {
  const document = DOCUMENT_COMPOUND.exec(selector.trim());
  return document ? `${document[1]} ${scope}${document[2]}` : `${scope} ${selector.trim()}`;
}

/** Keyframe steps are not selectors, and nested rules are already under their scoped parent. */
function isScopable(rule: Rule): boolean {
  for (let node = rule.parent; node && node.type !== 'root'; node = node.parent) {
    if (node.type === 'rule') return false;
    if (node.type === 'atrule' && /keyframes$/i.test((node as AtRule).name)) return false;
  }
  return true;
}

function parse(css: string, file: string): Root {
  try {
    return postcss.parse(css, { from: file });
  } catch (error) {
    if (!(error instanceof CssSyntaxError)) throw error;
    throw new ContentError(file, `invalid CSS: ${error.reason}`, error.line ? { line: error.line, column: error.column } : undefined);
  }
}

/** The stylesheet with each rule scoped; invalid CSS and `@import` (which the build cannot follow) fail with the file and line. */
export function scopeCss(css: string, scope: string, file: string): string {
  const root = parse(css, file);
  root.walkAtRules('import', (rule) => {
    const line = rule.source?.start?.line;
    throw new ContentError(file, '@import is not supported in a demo stylesheet: import each stylesheet from the demo file instead', line ? { line } : undefined);
  });
  root.walkRules((rule) => {
    if (isScopable(rule)) rule.selectors = rule.selectors.map((selector) => scopeSelector(selector, scope));
  });
  return root.toString();
}
