/**
 * What the audit drives, found before any work starts: Chromium (Debian's, through playwright-core, as docsgen's own
 * tests drive it), axe-core's source to inject into pages, and TypeScript when the site's project has it. Packages are
 * looked up from the site's project first, then beside docsgen; a missing one is a single line saying how to get it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { UsageError } from '../errors.ts';
import { DOCSGEN_ROOT } from '../../bin/docsgenRoot.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium off the network (CI machines may have none) and working as root in a container. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The file `specifier` resolves to from the project at `projectRoot`, or from docsgen's own folder; null when neither has it. */
export function resolveFromSiteOrDocsgen(projectRoot: string, specifier: string): string | null {
  for (const from of [projectRoot, DOCSGEN_ROOT]) {
    try {
      return createRequire(path.join(from, 'package.json')).resolve(specifier);
    } catch {
      // Not installed there; try the next place.
    }
  }
  return null;
}

function required(projectRoot: string, specifier: string, packageName: string): string {
  const file = resolveFromSiteOrDocsgen(projectRoot, specifier);
  if (!file) throw new UsageError(`docsgen audit needs ${packageName}, which is not installed: npm install --save-dev ${packageName}`);
  return file;
}

export interface AuditTools {
  chromium: typeof import('playwright-core').chromium;
  axeSource: string;
}

/** Chromium and axe-core, or a UsageError with the command that installs what is missing. */
export async function loadAuditTools(projectRoot: string): Promise<AuditTools> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new UsageError(`docsgen audit needs Chromium at ${CHROMIUM_PATH} (or set CHROMIUM_PATH): sudo apt-get install -y chromium`);
  }
  // A CommonJS package: its exports arrive as the default export.
  const playwright = (await import(pathToFileURL(required(projectRoot, 'playwright-core', 'playwright-core')).href)) as { default?: typeof import('playwright-core') } & typeof import('playwright-core');
  const axeSource = fs.readFileSync(required(projectRoot, 'axe-core/axe.min.js', 'axe-core'), 'utf8');
  return { chromium: (playwright.default ?? playwright).chromium, axeSource };
}

/** TypeScript's compiler, from the site's project (or beside docsgen); null when there is none. */
export async function loadTypeScript(projectRoot: string): Promise<typeof import('typescript') | null> {
  const file = resolveFromSiteOrDocsgen(projectRoot, 'typescript');
  if (!file) return null;
  const loaded = (await import(pathToFileURL(file).href)) as { default?: typeof import('typescript') } & typeof import('typescript');
  return loaded.default ?? loaded;
}
