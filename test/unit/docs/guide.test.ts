/**
 * The user guide (docs/) is docsgen's first site: it must build with broken links failing the build and no warning,
 * document every command and option the command line defines, and carry a config reference that matches the schema.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { program } from '../../../cli/main.ts';
import { configKeys } from '../../../scripts/guide/configKeys.ts';
import { CONFIG_REFERENCE_FILE, configReferenceMarkdown } from '../../../scripts/guide/configReference.ts';
import { runCli } from '../cli/fixtureSite.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const guidePages = path.join(repoRoot, 'docs/pages');
let out: string;
let build: ReturnType<typeof runCli>;
let report: { warnings: string[] };

/** Every command's name as typed (`feedback export`) with the long flags of its options. */
function commandOptions(command: Command, prefix = ''): { command: string; flags: string[] }[] {
  return command.commands.flatMap((sub) => {
    const name = `${prefix}${sub.name()}`;
    if (name === 'help' || name.endsWith(' help')) return [];
    const flags = sub.options.map((option) => option.long).filter((flag): flag is string => flag !== undefined);
    return [{ command: name, flags }, ...commandOptions(sub, `${name} `)];
  });
}

function markdownOf(file: string): string {
  return fs.readFileSync(path.join(guidePages, file), 'utf8');
}

beforeAll(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-guide-'));
  const reportFile = path.join(out, 'report.json');
  build = runCli(['build', 'docs', '--out', path.join(out, 'dist'), '--links', 'error', '--report', reportFile], repoRoot);
  report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
}, 180_000);

afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

describe('the user guide', () => {
  it('builds with broken links as errors and no warning', () => {
    expect(build.stderr).not.toContain('problem');
    expect(build.status).toBe(0);
    expect(report.warnings).toEqual([]);
  });

  it('documents every command and each of its options in the CLI reference', () => {
    const reference = markdownOf('guide/reference/cli.md');
    const commands = commandOptions(program());
    expect(commands.map((c) => c.command)).toEqual(expect.arrayContaining(['build', 'serve', 'check', 'init', 'feedback export']));
    for (const { command, flags } of commands) {
      expect(reference, `docsgen ${command}`).toContain(`docsgen ${command}`);
      for (const flag of flags) {
        if (flag === '--help') continue;
        expect(reference, `docsgen ${command} ${flag}`).toMatch(new RegExp(`\`${flag}[ \`]`));
      }
    }
  });

  it('has a config reference written from the current schema', () => {
    expect(fs.readFileSync(CONFIG_REFERENCE_FILE, 'utf8'), 'run npm run docs to write it again').toBe(configReferenceMarkdown());
  });

  it('publishes every config key with its type and an example', () => {
    const html = fs.readFileSync(path.join(out, 'dist/guide/reference/config/index.html'), 'utf8');
    const keys = configKeys();
    expect(keys.map((k) => k.path)).toEqual(expect.arrayContaining(['title', 'siteUrl', 'products[].id', 'theme.extends', 'plugins']));
    for (const key of keys) expect(html, key.path).toContain(`<code>${key.path}</code>`);
  });
});
