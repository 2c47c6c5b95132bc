/** Where an npm package is installed for a site and which version it is. */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

export interface InstalledPackage {
  name: string;
  version: string;
  /** Real path of the package folder (symlinks resolved, as the TypeScript compiler reports file names). */
  dir: string;
}

/** Finds `packageName` as Node would from `rootDir` and reads its package.json. */
export function readInstalledPackage(packageName: string, rootDir: string): InstalledPackage {
  const require = createRequire(path.join(path.resolve(rootDir), 'package.json'));
  let manifestPath: string;
  try {
    manifestPath = require.resolve(`${packageName}/package.json`);
  } catch {
    throw new Error(`Cannot find the package ${packageName} from ${rootDir}: install it (npm install ${packageName}) to document its API.`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { version?: unknown };
  if (typeof manifest.version !== 'string') {
    throw new Error(`${manifestPath} has no "version": the API cache is keyed by it, so the package must declare one.`);
  }
  return { name: packageName, version: manifest.version, dir: fs.realpathSync(path.dirname(manifestPath)) };
}
