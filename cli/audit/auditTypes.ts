/**
 * The type check of the audit, cached: keyed by the checked files, the site's tsconfig and the installed packages, and
 * valid while every file of the site's own that the program read (a demo's local imports) is unchanged.
 */
import fs from 'node:fs';
import path from 'node:path';
import { digest } from '../cache/digest.ts';
import { docsgenFingerprint, docsgenRoot } from '../cache/docsgenFingerprint.ts';
import { installedPackagesFingerprint } from '../cache/installedPackagesFingerprint.ts';
import { projectRootOf } from '../site/siteProject.ts';
import { nearestTsconfig } from '../site/siteTsconfig.ts';
import type { JsonCache } from './auditCache.ts';
import { checkedCodeBlocks } from './checkedCodeBlocks.ts';
import type { Finding } from './findings.ts';
import type { SiteSources } from './siteSources.ts';
import { loadTypeScript } from './auditTools.ts';
import { typeCheck } from './typeCheck.ts';

const TYPES_FORMAT = 'audit-types-1';

interface CachedCheck {
  findings: Finding[];
  /** Each local file the program read, with the digest of its content then. */
  files: [string, string][];
}

export interface TypeAudit {
  findings: Finding[];
  /** Said once in the summary when the check could not run (no TypeScript installed). */
  note?: string;
  checkedFiles: number;
  fromCache: boolean;
}

const fileDigest = (file: string) => (fs.existsSync(file) ? digest(fs.readFileSync(file)) : 'missing');

export async function auditTypes(sources: SiteSources, cache: JsonCache | null): Promise<TypeAudit> {
  const demos = [...sources.demos.values()].filter((demo) => /\.tsx?$/.test(demo.absFile));
  const blocks = sources.pages.flatMap(checkedCodeBlocks);
  if (!demos.length && !blocks.length) return { findings: [], checkedFiles: 0, fromCache: false };
  const projectRoot = projectRootOf(sources.root);
  const typescript = await loadTypeScript(projectRoot);
  if (!typescript) {
    return {
      findings: [],
      checkedFiles: 0,
      fromCache: false,
      note: `TypeScript is not installed for this site, so its ${demos.length} TypeScript demos and ${blocks.length} checked code blocks were not type-checked: npm install --save-dev typescript`,
    };
  }
  const tsconfig = nearestTsconfig(sources.root);
  const key = digest(
    TYPES_FORMAT,
    docsgenFingerprint(),
    typescript.version,
    installedPackagesFingerprint(docsgenRoot(), projectRoot),
    tsconfig ? fs.readFileSync(tsconfig) : 'no tsconfig',
    ...demos.flatMap((demo) => [demo.absFile, demo.route, fileDigest(demo.absFile)]),
    JSON.stringify(blocks),
  );
  const cached = cache?.read<CachedCheck>(key);
  if (cached && cached.files.every(([file, hash]) => fileDigest(file) === hash)) {
    return { findings: cached.findings, checkedFiles: demos.length + blocks.length, fromCache: true };
  }
  const result = typeCheck(typescript, { root: sources.root, demos, blocks });
  cache?.write(key, { findings: result.findings, files: result.localFiles.map((file) => [path.resolve(file), fileDigest(file)]) } satisfies CachedCheck);
  return { findings: result.findings, checkedFiles: demos.length + blocks.length, fromCache: false };
}
