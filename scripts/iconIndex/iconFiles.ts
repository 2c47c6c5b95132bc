/** Where the icon search index lives, and which icons the installed @mui/icons-material exports. */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { DOCSGEN_ROOT } from '../../bin/docsgenRoot.mjs';
import type { IconTheme } from './encodeIcon.ts';

export const ICON_INDEX_DIR = path.join(DOCSGEN_ROOT, 'content/pages/material-ui/material-icons/iconIndex');

export function iconIndexFile(theme: IconTheme): string {
  return path.join(ICON_INDEX_DIR, `${theme}.json`);
}

/** Every icon module of the package (one per icon and theme), by export name. */
export function iconExportNames(): string[] {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('@mui/icons-material/package.json'));
  return fs
    .readdirSync(packageDir)
    .filter((file) => file.endsWith('.js') && file !== 'index.js')
    .map((file) => file.slice(0, -'.js'.length))
    .sort();
}
