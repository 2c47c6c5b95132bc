/** Extracts the API reference data (components and hooks) of an installed package from its TypeScript declarations. */
import { componentClasses } from './componentClasses.ts';
import { componentProps } from './componentProps.ts';
import { componentSlots } from './componentSlots.ts';
import { exportKind } from './exportKinds.ts';
import { hookSignature } from './hookSignature.ts';
import { importLines, resolveAlias, rootImportLine } from './importLines.ts';
import { readInstalledPackage } from './installedPackage.ts';
import { symbolDocs, withoutGeneratedLinks } from './jsdoc.ts';
import { createEntryProgram, createPackageProgram, type PackageProgram } from './packageProgram.ts';
import { parameterDefaults } from './parameterDefaults.ts';
import { byName } from './propApi.ts';
import fs from 'node:fs';
import path from 'node:path';
import { API_SCHEMA_VERSION, type ComponentApi, type HookApi, type PackageApi } from './types.ts';

/** Builds a TypeScript program over `packageName` as installed for `rootDir` and documents every component and hook it exports (slow: seconds). */
export function extractPackageApi(packageName: string, rootDir: string): PackageApi {
  const installed = readInstalledPackage(packageName, rootDir);
  return extractApi(createPackageProgram(packageName, rootDir), { packageName, version: installed.version, dir: installed.dir, subpathImports: true });
}

/**
 * Documents the components and hooks `entryFile` exports, a library's source in the site's repository, as the package
 * `packageName` (its import snippets name it); its files are named relative to `rootDir`.
 */
export function extractEntryApi(packageName: string, entryFile: string, rootDir: string): PackageApi {
  const dir = fs.realpathSync(rootDir);
  return extractApi(createEntryProgram(entryFile, rootDir), { packageName, version: 'source', dir, subpathImports: false });
}

interface ExtractedPackage {
  packageName: string;
  version: string;
  /** Real path of the folder its files are named from; hooks declared outside it are re-exports. */
  dir: string;
  /** Whether import lines try a subpath per component (an installed package's `exports`). */
  subpathImports: boolean;
}

function extractApi(program: PackageProgram, installed: ExtractedPackage): PackageApi {
  const { packageName } = installed;
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
      imports: installed.subpathImports ? importLines(program, packageName, installed.dir, name, symbol) : [rootImportLine(packageName, name)],
      ...sourceFileOf(symbol.declarations?.[0]?.getSourceFile().fileName, installed.dir),
      ...(docs.deprecated !== undefined ? { deprecated: docs.deprecated } : {}),
    };
    if (kind === 'component') {
      const { props, inherits } = componentProps(propsContext, { name, symbol }, parameterDefaults(symbol));
      const classes = componentClasses(checker, exportsByName, name);
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

/** The declaring file relative to the package's folder, `/`-separated; nothing for a file outside it. */
function sourceFileOf(fileName: string | undefined, dir: string): { sourceFile?: string } {
  if (!fileName) return {};
  const relative = path.relative(dir, fileName).split(path.sep).join('/');
  return relative.startsWith('..') ? {} : { sourceFile: relative };
}
