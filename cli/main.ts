/** The command line: parses argv, runs a command, maps failures to exit codes (1 content/config, 2 usage). */
import { isIP } from 'node:net';
import { Command, CommanderError, Option } from 'commander';
import { ContentError, ContentErrors, UsageError } from './errors.ts';
import type { ServeOptions } from './commands/serve.ts';
import { FEEDBACK_BODY_TIMEOUT_MS } from './feedback/feedbackLimits.ts';
import { DEFAULT_CONNECTION_LIMITS } from './server/connectionLimits.ts';

export { registerTypeScriptLoaderOnDemand } from './load/typescriptLoader.ts';

// Each command is imported when it runs: `build` starts its render workers before loading React, MUI and the Markdown
// pipeline (about a second), and `--help` or `feedback export` never load them.
const runBuild = async (root: string, options: { out: string; base: string; report?: string }) => (await import('./commands/build.ts')).runBuild(root, options);
const runServe = async (root: string, options: ServeOptions) => (await import('./commands/serve.ts')).runServe(root, options);
const runCheck = async (root: string) => (await import('./commands/check.ts')).runCheck(root);
const runFeedbackExport = async (options: { data: string }) => (await import('./commands/feedbackExportCommand.ts')).runFeedbackExport(options);

function program(): Command {
  const cli = new Command('docsgen')
    .description('Build, check and serve a documentation site from Markdown, demos and navigation trees.')
    .exitOverride()
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({ writeErr: (text) => process.stderr.write(text) });

  cli
    .command('build')
    .description('build the site in ROOT into --out (default: the current folder into dist/)')
    .argument('[root]', 'site folder', '.')
    .option('--out <dir>', 'output folder', 'dist')
    .option('--base <path>', 'URL path the site is served under', '/')
    .option('--report <file>', 'also write the build summary (pages, sizes, timings, memory) as JSON')
    .action(runBuild);

  cli
    .command('serve')
    .description('serve the built site; with --watch, rebuild on change and reload open pages')
    .argument('[root]', 'site folder', '.')
    .option('--out <dir>', 'folder to serve', 'dist')
    .addOption(new Option('--port <port>', 'port').default(3000).argParser(parsePort))
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--watch', 'rebuild on change and reload open browsers', false)
    .option('--data <dir>', 'where feedback is stored', '.docsgen-data')
    .addOption(new Option('--trust-proxy <address>', 'a reverse proxy whose X-Forwarded-For names the client (repeatable)').argParser(collectAddress).default([]))
    .addOption(new Option('--body-timeout <seconds>', 'time for a feedback body to arrive before 408').default(FEEDBACK_BODY_TIMEOUT_MS / 1000).argParser(parsePositive('--body-timeout')))
    .addOption(new Option('--max-connections <n>', 'open connections in all').default(DEFAULT_CONNECTION_LIMITS.maxConnections).argParser(parsePositive('--max-connections')))
    .addOption(new Option('--max-connections-per-address <n>', 'open connections from one address').default(DEFAULT_CONNECTION_LIMITS.maxConnectionsPerAddress).argParser(parsePositive('--max-connections-per-address')))
    .action(runServe);

  cli
    .command('check')
    .description('validate config, navigation trees and links without writing anything')
    .argument('[root]', 'site folder', '.')
    .action(runCheck);

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
  const errors = error instanceof ContentErrors ? error.errors : [error];
  process.stderr.write(`\n${errors.length} problem${errors.length === 1 ? '' : 's'} found:\n`);
  for (const e of errors) process.stderr.write(`  ${e.format()}\n`);
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
