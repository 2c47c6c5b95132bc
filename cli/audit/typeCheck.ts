/**
 * Type-checks the site's TypeScript demos and its code blocks marked `check` in one program, with the site's own
 * tsconfig (its `paths`, its strictness) against the packages installed for it. Each code block is checked as a module
 * of its own, in a file beside its page, so its relative imports and packages resolve as the page's demos do.
 */
import fs from 'node:fs';
import path from 'node:path';
import type ts from 'typescript';
import { nearestTsconfig } from '../site/siteTsconfig.ts';
import type { Finding } from './findings.ts';
import type { CheckedCodeBlock } from './checkedCodeBlocks.ts';

type TypeScript = typeof ts;

export interface TypeCheckInput {
  root: string;
  /** Absolute paths of the demo modules to check, each with the route of a page that shows it. */
  demos: { absFile: string; route: string }[];
  blocks: CheckedCodeBlock[];
}

export interface TypeCheckResult {
  findings: Finding[];
  /** Every file of the site's own (not under node_modules) the program read: what a cached result depends on. */
  localFiles: string[];
}

/** The site's compiler options, with docsgen's JSX and without output; defaults for a site with no tsconfig. */
function compilerOptions(typescript: TypeScript, root: string): ts.CompilerOptions {
  const file = nearestTsconfig(root);
  const own: ts.CompilerOptions = file
    ? typescript.parseJsonConfigFileContent(typescript.readConfigFile(file, typescript.sys.readFile).config, typescript.sys, path.dirname(file)).options
    : { strict: true, target: typescript.ScriptTarget.ES2022, module: typescript.ModuleKind.ESNext, moduleResolution: typescript.ModuleResolutionKind.Bundler, esModuleInterop: true };
  return { ...own, noEmit: true, jsx: typescript.JsxEmit.ReactJSX, jsxImportSource: 'react', skipLibCheck: true, allowImportingTsExtensions: true, composite: false, incremental: false };
}

/** The file a code block is checked as: beside its page, named after the page and the block's line. */
function blockFileName(block: CheckedCodeBlock): string {
  return path.join(path.dirname(block.absFile), `${path.basename(block.absFile)}.line-${block.line}.check.${block.language}`);
}

export function typeCheck(typescript: TypeScript, input: TypeCheckInput): TypeCheckResult {
  const options = compilerOptions(typescript, input.root);
  const blocks = new Map(input.blocks.map((block) => [path.resolve(blockFileName(block)), block]));
  // `export {}` makes each block a module, so two blocks declaring the same name do not collide.
  const blockText = (block: CheckedCodeBlock) => `${block.code}\nexport {};\n`;
  const host = typescript.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => blocks.has(path.resolve(file)) || fileExists.call(host, file);
  host.readFile = (file) => {
    const block = blocks.get(path.resolve(file));
    return block ? blockText(block) : readFile.call(host, file);
  };
  host.getSourceFile = (file, languageVersion, onError, shouldCreate) => {
    const block = blocks.get(path.resolve(file));
    return block ? typescript.createSourceFile(file, blockText(block), languageVersion, true) : getSourceFile.call(host, file, languageVersion, onError, shouldCreate);
  };
  const routes = new Map(input.demos.map((demo) => [path.resolve(demo.absFile), demo.route]));
  const program = typescript.createProgram({ rootNames: [...routes.keys(), ...blocks.keys()], options, host });
  const findings: Finding[] = [];
  for (const sourceFile of program.getSourceFiles()) {
    const absFile = path.resolve(sourceFile.fileName);
    const block = blocks.get(absFile);
    if (!block && !routes.has(absFile)) continue;
    const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
    for (const diagnostic of diagnostics) {
      const at = diagnostic.start === undefined ? { line: 0, character: 0 } : sourceFile.getLineAndCharacterOfPosition(diagnostic.start);
      const message = `TS${diagnostic.code} ${typescript.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
      findings.push(
        block
          ? { kind: 'types', page: block.route, file: block.file, line: block.line + at.line, column: at.character + 1, message }
          : { kind: 'types', page: routes.get(absFile), file: path.relative(input.root, absFile), line: at.line + 1, column: at.character + 1, message },
      );
    }
  }
  const localFiles = program
    .getSourceFiles()
    .map((file) => path.resolve(file.fileName))
    .filter((file) => !file.split(path.sep).includes('node_modules') && !blocks.has(file) && fs.existsSync(file));
  return { findings, localFiles };
}
