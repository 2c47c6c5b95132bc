/** Extracts the API reference data (components and hooks) of an installed package from its TypeScript declarations. */
import { componentClasses } from './componentClasses.ts';
import { componentProps } from './componentProps.ts';
import { componentSlots } from './componentSlots.ts';
import { exportKind } from './exportKinds.ts';
import { hookSignature } from './hookSignature.ts';
import { importLines, resolveAlias } from './importLines.ts';
import { readInstalledPackage } from './installedPackage.ts';
import { symbolDocs, withoutGeneratedLinks } from './jsdoc.ts';
import { createPackageProgram } from './packageProgram.ts';
import { byName } from './propApi.ts';
import { API_SCHEMA_VERSION, type ComponentApi, type HookApi, type PackageApi } from './types.ts';

/** Builds a TypeScript program over `packageName` as installed for `rootDir` and documents every component and hook it exports (slow: seconds). */
export function extractPackageApi(packageName: string, rootDir: string): PackageApi {
  const installed = readInstalledPackage(packageName, rootDir);
  const program = createPackageProgram(packageName, rootDir);
  const { checker } = program;

  const classified = program.exports.map((exported) => {
    const symbol = resolveAlias(checker, exported);
    const docs = symbolDocs(checker, symbol);
    const kind = exportKind(checker, { name: exported.name, symbol, ignored: docs.ignore }, installed.dir, program.reactNode);
    return { name: exported.name, symbol, docs, kind };
  });
  const exportsByName = new Map(classified.map((candidate) => [candidate.name, candidate.symbol]));
  const componentNames = new Set(classified.filter((candidate) => candidate.kind === 'component').map((candidate) => candidate.name));
  const propsContext = { checker, packageName, componentNames, nativeAttributeNames: program.nativeAttributeNames };

  const components: ComponentApi[] = [];
  const hooks: HookApi[] = [];
  for (const { name, symbol, docs, kind } of classified) {
    if (kind === undefined) continue;
    const common = {
      name,
      packageName,
      description: withoutGeneratedLinks(docs.description),
      imports: importLines(program, packageName, installed.dir, name, symbol),
      ...(docs.deprecated !== undefined ? { deprecated: docs.deprecated } : {}),
    };
    if (kind === 'component') {
      const { props, inherits } = componentProps(propsContext, { name, symbol });
      const classes = componentClasses(checker, exportsByName, packageName, name);
      const slots = componentSlots(checker, exportsByName, name, classes);
      components.push({ kind, ...common, props, ...(inherits ? { inherits } : {}), classes, slots });
    } else {
      hooks.push({ kind, ...common, ...hookSignature(checker, symbol) });
    }
  }
  return {
    schemaVersion: API_SCHEMA_VERSION,
    packageName,
    version: installed.version,
    components: components.sort(byName),
    hooks: hooks.sort(byName),
  };
}
