/** `docsgen init [dir]`: writes a starter site that builds and serves as it is. */
import fs from 'node:fs';
import path from 'node:path';
import { UsageError } from '../errors.ts';
import { starterSite } from './starterSite.ts';
import { detectSourceTool, runInitFrom, type SourceTool } from './initFrom.ts';

/** The site's title: the project's package name when there is one, else the folder's name. */
function titleFor(dir: string): string {
  try {
    const { name } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string };
    if (name) return name;
  } catch {
    // No package.json (or an unreadable one): the folder's name will do.
  }
  return path.basename(dir);
}

/** A config around the docs project in `dir` when `--from` names its tool or its config is found, else a starter site. */
export async function runInit(dir: string, options: { from?: string } = {}): Promise<void> {
  const target = path.resolve(dir);
  if (options.from || detectSourceTool(target)) return runInitFrom(dir, options.from as SourceTool | undefined);
  writeStarterSite(dir, target);
}

function writeStarterSite(dir: string, target: string): void {
  const files = starterSite(titleFor(target));
  // Nothing is overwritten: an existing site is left as it is.
  const existing = [...files.keys()].filter((file) => fs.existsSync(path.join(target, file)));
  if (existing.length) throw new UsageError(`${dir} already has ${existing.join(', ')}: nothing was written`);
  for (const [file, content] of files) {
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.writeFileSync(path.join(target, file), content);
  }
  const shown = path.relative(process.cwd(), target) || '.';
  const site = shown === '.' ? '' : ` ${shown}`;
  process.stdout.write(
    `Wrote a starter site in ${shown}: ${[...files.keys()].join(', ')}\n` +
      `Next: npx docsgen serve${site} --watch (builds it, serves it on http://127.0.0.1:3000, rebuilds on save)\n`,
  );
}
