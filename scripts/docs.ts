/**
 * `npm run docs [-- <command> <options>]`: docsgen's user guide (docs/), built with docsgen. The command is `build`
 * (the default, into docs/dist), `serve` (`serve --watch` while writing) or `check`; the config reference is written
 * from the config schema first, so the guide never describes keys docsgen does not have.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { writeConfigReference } from './guide/configReference.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
// Options alone (`npm run docs -- --links warn`) are the build's.
const [command, ...options] = args[0] === undefined || args[0].startsWith('-') ? ['build', ...args] : args;
if (!['build', 'serve', 'check'].includes(command)) {
  process.stderr.write(`npm run docs: the command is build, serve or check, not "${command}"\n`);
  process.exit(2);
}
if (writeConfigReference()) process.stdout.write('Wrote docs/pages/guide/reference/config.md from the config schema\n');
const output = command === 'check' || options.includes('--out') ? [] : ['--out', 'docs/dist'];
const run = spawnSync(process.execPath, [path.join(repoRoot, 'bin/docsgen.mjs'), command, 'docs', ...output, ...options], { cwd: repoRoot, stdio: 'inherit' });
process.exit(run.status ?? 1);
