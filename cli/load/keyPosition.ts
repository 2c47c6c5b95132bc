/**
 * Where a config key is written: the config is a TypeScript module known by its exported value, so a problem found in
 * the value is pointed at the first `key:` of the source text, line and column.
 */
import type { SourcePosition } from '../errors.ts';

/** Position of the first `key:` (quoted or not) in `source`. */
export function positionOfKey(source: string, key: string): SourcePosition | undefined {
  const pattern = new RegExp(`(^|[\\s{,])(["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:)`, 'm');
  const match = pattern.exec(source);
  if (!match) return undefined;
  const index = match.index + match[1].length;
  const lineStart = source.lastIndexOf('\n', index - 1) + 1;
  return { line: source.slice(0, index).split('\n').length, column: index - lineStart + 1 };
}
