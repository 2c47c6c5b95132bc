/** The command line: parses argv, runs a command, maps failures to exit codes (1 content/config, 2 usage). */
import fs from 'node:fs';
import path from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { ContentError, ContentErrors, UsageError } from './errors.ts';
import type { ServeOptions } from './commands/serve.ts';
import type { LinkPolicy } from '../runtime/config.ts';
import { isIP } from 'node:net';
import { FEEDBACK_BODY_TIMEOUT_MS } from './feedback/feedbackLimits.ts';
import { DEFAULT_CONNECTION_LIMITS } from './server/connectionLimits.ts';
import { DOCSGEN_ROOT } from '../bin/docsgenRoot.mjs';

// Each command is imported when it runs: `build` starts its render workers before loading React, MUI and the Markdown
// pipeline (about a second), and `--help` or `feedback export` never load them.
const runBuild = async (root: string, options: { out: string; base: string; report?: string; links?: LinkPolicy }) => (await import('./commands/build.ts')).runBuild(root, options);
const runServe = async (root: string, options: ServeOptions) => (await import('./commands/serve.ts')).runServe(root, options);
const runCheck = async (root: string, options: { links?: LinkPolicy }) => (await import('./commands/check.ts')).runCheck(root, options);
const runAudit = async (root: string, options: { out: string; report?: string; wholePage?: boolean }) => (await import('./commands/audit.ts')).runAudit(root, options);
const runInit = async (dir: string, options: { from?: string }) => (await import('./commands/init.ts')).runInit(dir, options);
const runFeedbackExport = async (options: { data: string }) => (await import('./commands/feedbackExportCommand.ts')).runFeedbackExport(options);

const CACHE_DIR_FLAG = '--cache-dir <dir>';
const CACHE_DIR_HELP = "where build caches go (default: node_modules/.cache/docsgen of the site's project)";
const NO_CACHE_FLAG = '--no-cache';
const NO_CACHE_HELP = 'build cold: neither read nor write the build cache';

/** `--links warn` ships a site with broken links listed as warnings; it overrides the config's `links`. */
function linksOption(): Option {
  return new Option('--links <policy>', 'whether broken links fail the build or are listed as warnings (default: the config\'s links, else error)').choices(['error', 'warn']);
}

/** docsgen's version, from its package.json. */
function docsgenVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(DOCSGEN_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

/** docsgen's commands and their options, as the command line parses them (the guide's test reads their options from here). */
export function program(): Command {
  const cli = new Command('docsgen')
    .description('Build, check and serve a documentation site from Markdown, demos and navigation trees.')
    .version(docsgenVersion(), '-V, --version', "print docsgen's version")
    .exitOverride()
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({ writeErr: (text) => process.stderr.write(text) });

  cli
    .command('build')
    .description('build the site in ROOT into --out (default: the current folder into dist/)')
    .argument('[root]', 'site folder', '.')
    .option('--out <dir>', 'output folder', 'dist')
    .option('--base <path>', 'URL path the site is served under', '/')
    .option('--report <file>', 'also write the build summary (pages, sizes, timings, memory, every warning) as JSON')
    .option(CACHE_DIR_FLAG, CACHE_DIR_HELP)
    .option(NO_CACHE_FLAG, NO_CACHE_HELP)
    .addOption(linksOption())
    .action(runBuild);

  cli
    .command('serve')
    .description('serve the built site; with --watch, rebuild on change and reload open pages')
    .argument('[root]', 'site folder', '.')
    .option('--out <dir>', 'folder to serve', 'dist')
    .addOption(new Option('--port <port>', 'port').default(3000).argParser(parsePort))
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--watch', 'rebuild on change and reload open browsers', false)
    .addOption(linksOption())
    .option('--data <dir>', 'where feedback is stored', '.docsgen-data')
    .option(CACHE_DIR_FLAG, CACHE_DIR_HELP)
    .option(NO_CACHE_FLAG, NO_CACHE_HELP)
    .addOption(new Option('--trust-proxy <address>', 'a reverse proxy whose X-Forwarded-For names the client (repeatable)').argParser(collectAddress).default([]))
    .addOption(new Option('--body-timeout <seconds>', 'time for a feedback body to arrive before 408').default(FEEDBACK_BODY_TIMEOUT_MS / 1000).argParser(parsePositive('--body-timeout')))
    .addOption(new Option('--max-connections <n>', 'open connections in all').default(DEFAULT_CONNECTION_LIMITS.maxConnections).argParser(parsePositive('--max-connections')))
    .addOption(new Option('--max-connections-per-address <n>', 'open connections from one address').default(DEFAULT_CONNECTION_LIMITS.maxConnectionsPerAddress).argParser(parsePositive('--max-connections-per-address')))
    .action(runServe);

  cli
    .command('check')
    .description('validate config, navigation trees and links without writing anything')
    .argument('[root]', 'site folder', '.')
    .option(CACHE_DIR_FLAG, CACHE_DIR_HELP)
    .option(NO_CACHE_FLAG, NO_CACHE_HELP)
    .addOption(linksOption())
    .action(runCheck);

  cli
    .command('audit')
    .description('visit every built page in headless Chromium and type-check the demos: errors, hydration, accessibility, JavaScript budgets')
    .argument('[root]', 'site folder', '.')
    .option('--out <dir>', 'the built site to audit (built first when missing)', 'dist')
    .option('--report <file>', 'also write every finding as JSON')
    .option('--whole-page', "check whole pages with axe-core, not only their live demos (default: the config's audit.wholePage)")
    .option(CACHE_DIR_FLAG, CACHE_DIR_HELP)
    .option(NO_CACHE_FLAG, 'audit every page afresh: neither read nor write the cache')
    .action(runAudit);

  cli
    .command('init')
    .description('write a starter site (config, navigation, two pages, a live demo) into DIR, or a config around the Docusaurus, VitePress or Starlight project in DIR')
    .argument('[dir]', 'site folder', '.')
    .addOption(new Option('--from <tool>', 'set up the existing docs project in DIR written for this tool (default: the tool whose config DIR has)').choices(['docusaurus', 'vitepress', 'starlight']))
    .action(runInit);

  // Set for the whole process, so the build thread and its workers use the same folder.
  cli.hook('preAction', (_, action) => {
    const { cacheDir, cache } = action.opts<{ cacheDir?: string; cache?: boolean }>();
    if (cacheDir) process.env.DOCSGEN_CACHE_DIR = path.resolve(cacheDir);
    if (cache === false) process.env.DOCSGEN_NO_CACHE = '1';
  });

  const feedback = cli.command('feedback').description('work with stored reader feedback');
  feedback
    .command('export')
    .description('print stored feedback records as JSON lines')
    .option('--data <dir>', 'where feedback is stored', '.docsgen-data')
    .action(runFeedbackExport);
  return cli;
}

/** Adds one `--trust-proxy` address to those given before. */
function collectAddress(value: string, previous: string[]): string[] {
  if (!isIP(value)) throw new UsageError(`--trust-proxy takes an IP address, such as 127.0.0.1 or ::1, not "${value}"`);
  return [...previous, value];
}

function parsePositive(flag: string): (value: string) => number {
  return (value) => {
    const number = Number(value);
    if (!Number.isFinite(number) || number <= 0) throw new UsageError(`${flag} must be a positive number, not "${value}"`);
    return number;
  };
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be a whole number from 0 to 65535, not "${value}"`);
  return port;
}

/** Prints content errors the way editors link them. */
export function printContentErrors(error: ContentError | ContentErrors): void {
  // The same problem twice (a page served at two routes, such as a translation's fallback) is one thing to fix.
  const errors = [...new Set((error instanceof ContentErrors ? error.errors : [error]).map((e) => e.format()))];
  process.stderr.write(`\n${errors.length} problem${errors.length === 1 ? '' : 's'} found:\n`);
  for (const e of errors) process.stderr.write(`  ${e}\n`);
}

/** Runs the CLI and returns the process exit code. */
export async function main(argv: string[]): Promise<number> {
  try {
    await program().parseAsync(argv, { from: 'user' });
    return process.exitCode === undefined ? 0 : Number(process.exitCode);
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? 0 : 2;
    }
    if (error instanceof UsageError) {
      process.stderr.write(`docsgen: ${error.message}\n`);
      return 2;
    }
    if (error instanceof ContentError || error instanceof ContentErrors) {
      printContentErrors(error);
      return 1;
    }
    throw error;
  }
}
