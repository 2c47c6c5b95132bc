/**
 * The module registry of a demo's island: the bindings the demo imports, handed to the live editor, so an edited demo
 * runs on the code its page already loaded instead of downloading the libraries again.
 */
import type { ImportedBindings } from '../../runtime/islands/demo/importBindings.ts';

/**
 * JavaScript that imports those bindings again and exports them as `modules`: specifier → an ES-module-like object
 * (`__esModule`, `default`, the named exports), plus the JSX runtime that compiled demos call. Each binding is a
 * property read of a namespace import, which the bundler resolves statically: nothing beyond the named bindings is
 * kept, and a name that is only a type (imported without `type`) reads as undefined instead of failing the bundle.
 */
export function moduleRegistrySource(imports: ImportedBindings[], exportName = 'modules'): string {
  const lines: string[] = [];
  const entries: string[] = [];
  const all = [...imports, { specifier: 'react/jsx-runtime', defaultImport: false, namespace: true, names: [] }];
  all.forEach((entry, index) => {
    const local = `__module${index}`;
    const key = JSON.stringify(entry.specifier);
    lines.push(`import * as ${local} from ${key};`);
    if (entry.namespace) {
      entries.push(`${key}: ${local}`);
      return;
    }
    const fields = [
      '__esModule: true',
      ...(entry.defaultImport ? [`default: ${local}.default`] : []),
      ...entry.names.map((name) => `${JSON.stringify(name)}: ${local}.${name}`),
    ];
    entries.push(`${key}: { ${fields.join(', ')} }`);
  });
  return `${lines.join('\n')}\nexport const ${exportName} = { ${entries.join(', ')} };\n`;
}
