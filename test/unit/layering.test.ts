/** The layering of the source: `templates/` and `runtime/` never reach into `cli/`, the Node side that uses them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The only imports from `cli/` allowed, by importing file, each type-only (erased, so no `cli/` code runs there):
 * the config types are derived from the one config schema, which stays with the loader that checks it.
 */
const TYPE_ONLY_EXCEPTIONS: Record<string, string[]> = {
  'runtime/config.ts': ['cli/load/siteConfigSchema.ts'],
};

interface ModuleImport {
  specifier: string;
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|mts)$/.test(name))
    .map((name) => path.join(dir, name));
}

/** Every module `file` names: static imports and re-exports, `import()` calls and `import('…')` types. */
function moduleImports(file: string): ModuleImport[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: ModuleImport[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly;
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The imports of `root/layer` that reach into `root/cli/` without an exception, as `from imports to`. */
function backwardImports(root: string, layer: string): string[] {
  const cliDir = path.join(root, 'cli');
  const problems: string[] = [];
  for (const file of sourceFiles(path.join(root, layer))) {
    const from = path.relative(root, file).split(path.sep).join('/');
    for (const { specifier, typeOnly } of moduleImports(file)) {
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier);
      if (!target.startsWith(cliDir + path.sep)) continue;
      const to = path.relative(root, target).split(path.sep).join('/');
      if (typeOnly && TYPE_ONLY_EXCEPTIONS[from]?.includes(to)) continue;
      problems.push(`${from} imports ${typeOnly ? 'types from ' : ''}${to}`);
    }
  }
  return problems;
}

describe('layering', () => {
  it('keeps templates/ free of imports from cli/', () => {
    expect(backwardImports(ROOT, 'templates')).toEqual([]);
  });

  it('keeps runtime/ free of imports from cli/, but for the type-only config schema import', () => {
    expect(backwardImports(ROOT, 'runtime')).toEqual([]);
  });

  it('reports value imports, dynamic imports and import types from cli/, and a value import where only types are allowed', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'layering-'));
    try {
      fs.mkdirSync(path.join(root, 'runtime', 'shell'), { recursive: true });
      fs.writeFileSync(path.join(root, 'runtime', 'config.ts'), "import { siteConfigSchema } from '../cli/load/siteConfigSchema.ts';\n");
      fs.writeFileSync(
        path.join(root, 'runtime', 'shell', 'probe.tsx'),
        "import { ContentError } from '../../cli/errors.ts';\nexport type T = import('../../cli/model.ts').SiteModel;\nexport const later = () => import('../../cli/main.ts');\nimport type { Ok } from '../config.ts';\n",
      );
      expect(backwardImports(root, 'runtime').sort()).toEqual([
        'runtime/config.ts imports cli/load/siteConfigSchema.ts',
        'runtime/shell/probe.tsx imports cli/errors.ts',
        'runtime/shell/probe.tsx imports cli/main.ts',
        'runtime/shell/probe.tsx imports types from cli/model.ts',
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
