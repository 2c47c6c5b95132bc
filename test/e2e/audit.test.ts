/**
 * `docsgen audit` in a project that installed the packed docsgen, on a small clean site and on a copy with one fault
 * of each kind injected: each is caught and named with its page and file, and a clean site exits 0.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { docsgen } from './docsgenCommand.ts';
import { CLEAN_SITE, FAULTS, FAULTY_SITE } from './auditSites.ts';

// A copy of the shared project (files hard-linked), so the packages the audit adds reach no other test's project.
const projectDir = path.join(inject('e2eWorkDir'), 'audit-project');
const repoModules = path.resolve(import.meta.dirname, '../../node_modules');
/** What a project that audits installs beside docsgen: the browser driver, axe-core, and TypeScript with React's types. */
const AUDIT_PACKAGES = ['playwright-core', 'axe-core', 'typescript', '@types/react', '@types/react-dom'];

interface ReportedFinding {
  kind: string;
  page?: string;
  file: string;
  line?: number;
  column?: number;
  message: string;
}

function writeFiles(folder: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), text);
  }
}

beforeAll(() => {
  execFileSync('cp', ['-al', inject('projectDir'), projectDir]);
  for (const name of AUDIT_PACKAGES) {
    const target = path.join(projectDir, 'node_modules', name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (!fs.existsSync(target)) fs.symlinkSync(path.join(repoModules, name), target, 'dir');
  }
  writeFiles(path.join(projectDir, 'audit-clean'), CLEAN_SITE);
  writeFiles(path.join(projectDir, 'audit-faulty'), FAULTY_SITE);
});

describe('docsgen audit', () => {
  it('passes a clean site, and audits it again from the cache in seconds', () => {
    const first = docsgen(['audit', 'audit-clean', '--out', 'audit-clean/dist'], projectDir);
    expect(first.status, `${first.stdout}\n${first.stderr}`).toBe(0);
    expect(first.stdout).toMatch(/Audited 2 pages \(0 from the cache\) and 1 live demos, type-checked 2 files/);
    expect(first.stdout).toContain('No problems found.');
    const started = performance.now();
    const second = docsgen(['audit', 'audit-clean', '--out', 'audit-clean/dist'], projectDir);
    expect(second.status).toBe(0);
    expect(second.stdout).toMatch(/Audited 2 pages \(2 from the cache\)/);
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('names each injected fault with its page and its file, and exits 1', () => {
    const audited = docsgen(['audit', 'audit-faulty', '--out', 'audit-faulty/dist', '--report', 'audit-faulty.json'], projectDir);
    expect(audited.status, `${audited.stdout}\n${audited.stderr}`).toBe(1);
    const { findings } = JSON.parse(fs.readFileSync(path.join(projectDir, 'audit-faulty.json'), 'utf8')) as { findings: ReportedFinding[] };
    const found = (kind: string, file: string, message: RegExp) => findings.filter((f) => f.kind === kind && f.file === file && f.page === '/docs/demos/' && message.test(f.message));
    expect(found('hydration', FAULTS.hydration.file, /#418|hydrat/i)).toHaveLength(1);
    expect(found('accessibility', FAULTS.unnamedButton.file, /^button-name \(critical, light and dark\) in demo #demo-IconOnly/)).toHaveLength(1);
    expect(found('accessibility', FAULTS.imageWithoutAlt.file, /^image-alt \(critical, light and dark\) in demo #demo-IconOnly/)).toHaveLength(1);
    expect(found('types', FAULTS.typeError.file, /^TS2322 Type 'string' is not assignable to type 'number'/)).toEqual([expect.objectContaining({ line: 2, column: 9 })]);
    expect(found('pageJs', FAULTS.pageBudget.file, /budget 1 KB/)).toHaveLength(1);
    // Nothing else: the clean demo beside them, and the page around them, have no finding but the budget's.
    expect(findings.filter((f) => f.kind !== 'pageJs')).toHaveLength(4);
    // The summary groups them by kind and file, as the build's warnings are.
    for (const fault of Object.values(FAULTS)) {
      expect(audited.stdout).toContain(`    ${fault.file}\n`);
      expect(audited.stdout).toMatch(fault.says);
    }
  });

  it('says in one line how to get Chromium when it is missing', () => {
    const result = spawnSync('npx', ['--no', 'docsgen', 'audit', 'audit-clean', '--out', 'audit-clean/dist'], {
      cwd: projectDir,
      encoding: 'utf8',
      env: { ...process.env, CHROMIUM_PATH: path.join(projectDir, 'no-chromium-here') },
    });
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^docsgen: docsgen audit needs Chromium at .*no-chromium-here .*apt-get install -y chromium$/)]);
  });
});
