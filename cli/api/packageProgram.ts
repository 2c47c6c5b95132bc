/** A TypeScript 5 program over one installed package's declarations, with the few helper types extraction asks the checker about. */
import ts from 'typescript';
import path from 'node:path';

export interface PackageProgram {
  checker: ts.TypeChecker;
  /** The package's public exports, as `import * as P from '<package>'` sees them. */
  exports: ts.Symbol[];
  /** React's `ReactNode`: what a component renders. */
  reactNode: ts.Type;
  /** Names of React's DOM attributes (`className`, `style`, `onClick`, …). */
  nativeAttributeNames: ReadonlySet<string>;
  /** Exports of the module `specifier` resolves to, or undefined when it does not resolve inside the program. */
  moduleExports(specifier: string): ts.Symbol[] | undefined;
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  // Bundler resolution accepts both the extensionless imports of older packages (Joy, Base) and the `exports` maps of newer ones.
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  // Only what the package imports is loaded, not every @types package of the site.
  types: [],
  // A source entry is imported by its file name, `.tsx` included.
  allowImportingTsExtensions: true,
};

/** Name of the in-memory entry file; it is never written to disk. */
const ENTRY_FILE = '__docsgen_api_entry__.ts';

// The first import brings the package into the program (and is how its module symbol is found); the types below
// are the React shapes extraction compares against.
const entrySource = (specifier: string) => `import type * as Pkg from ${JSON.stringify(specifier)};
import type { AllHTMLAttributes, ReactNode, RefAttributes } from 'react';
export type NativeAttributes = AllHTMLAttributes<HTMLElement> & RefAttributes<HTMLElement>;
export type Rendered = ReactNode;
`;

/** Builds the program for `packageName` as resolved from `rootDir` (slow: seconds for a large package). */
export function createPackageProgram(packageName: string, rootDir: string): PackageProgram {
  return createModuleProgram(packageName, rootDir, packageName);
}

/** Builds the program for the source file `entryFile` (a library in the site's repository), as `rootDir` resolves its imports. */
export function createEntryProgram(entryFile: string, rootDir: string): PackageProgram {
  const relative = path.relative(path.resolve(rootDir), entryFile).split(path.sep).join('/');
  return createModuleProgram(relative.startsWith('.') ? relative : `./${relative}`, rootDir, entryFile);
}

/** The program over what `specifier` (imported from a file in `rootDir`) resolves to; `label` names it in errors. */
function createModuleProgram(specifier: string, rootDir: string, label: string): PackageProgram {
  const entryPath = path.join(path.resolve(rootDir), ENTRY_FILE);
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const readSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    fileName === entryPath
      ? ts.createSourceFile(fileName, entrySource(specifier), languageVersion)
      : readSourceFile(fileName, languageVersion, ...rest);
  host.fileExists = (fileName) => fileName === entryPath || fileExists(fileName);

  // Import lines resolve one subpath per component; the cache keeps the package's (large) exports map parsed once.
  const resolutionCache = ts.createModuleResolutionCache(host.getCurrentDirectory(), host.getCanonicalFileName, COMPILER_OPTIONS);
  const program = ts.createProgram({ rootNames: [entryPath], options: COMPILER_OPTIONS, host });
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(entryPath);
  const entrySymbol = entry && checker.getSymbolAtLocation(entry);
  const packageImport = entry?.statements[0];
  const packageSymbol =
    packageImport && ts.isImportDeclaration(packageImport) ? checker.getSymbolAtLocation(packageImport.moduleSpecifier) : undefined;
  if (!entrySymbol || !packageSymbol) {
    throw new Error(`TypeScript cannot resolve the declarations of ${label} from ${rootDir}: check that it ships .d.ts files (or is a .ts/.tsx source file).`);
  }
  const helperType = (name: string): ts.Type => {
    const symbol = checker.getExportsOfModule(entrySymbol).find((candidate) => candidate.name === name);
    if (!symbol) throw new Error(`Internal: helper type ${name} missing from the API entry file.`);
    return checker.getDeclaredTypeOfSymbol(symbol);
  };

  return {
    checker,
    exports: checker.getExportsOfModule(packageSymbol),
    reactNode: helperType('Rendered'),
    nativeAttributeNames: new Set(checker.getPropertiesOfType(helperType('NativeAttributes')).map((symbol) => symbol.name)),
    moduleExports(specifier) {
      const resolved = ts.resolveModuleName(specifier, entryPath, COMPILER_OPTIONS, host, resolutionCache).resolvedModule;
      const sourceFile = resolved && program.getSourceFile(resolved.resolvedFileName);
      const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
      return moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : undefined;
    },
  };
}
