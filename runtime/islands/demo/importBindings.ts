/** The value bindings a module's source imports, per module: what a demo needs from the libraries (build and live editor alike). */

/** What one import declaration takes from a module. */
export interface ImportedBindings {
  specifier: string;
  /** `import X from` */
  defaultImport: boolean;
  /** `import * as X from` */
  namespace: boolean;
  /** `import { a, b as c }`: the exported names (`a`, `b`). */
  names: string[];
}

const IMPORT = /(?:^|[\n;])\s*import\s+(?!type\s)([\w$\s{},*]+?)\s+from\s*['"]([^'"]+)['"]/g;

/** Every value import of `source`, merged per module (type-only imports and side-effect imports such as CSS are left out). */
export function importBindings(source: string): ImportedBindings[] {
  const bySpecifier = new Map<string, ImportedBindings>();
  for (const [, clause, specifier] of source.matchAll(IMPORT)) {
    const entry = bySpecifier.get(specifier) ?? { specifier, defaultImport: false, namespace: false, names: [] };
    bySpecifier.set(specifier, entry);
    const braces = /\{([^}]*)\}/.exec(clause);
    const outside = clause.replace(/\{[^}]*\}/, '');
    if (/\*\s*as\s+[\w$]+/.test(outside)) entry.namespace = true;
    if (/^\s*[\w$]+\s*(,|$)/.test(outside)) entry.defaultImport = true;
    for (const part of braces?.[1].split(',') ?? []) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
      if (!name || part.trim().startsWith('type ')) continue;
      if (name === 'default') entry.defaultImport = true;
      else if (!entry.names.includes(name)) entry.names.push(name);
    }
  }
  return [...bySpecifier.values()];
}
