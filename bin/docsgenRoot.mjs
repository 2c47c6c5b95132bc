// docsgen's own folder (its package.json, runtime sources and node_modules), found from this module's location by
// walking up rather than by a fixed `..`: docsgen runs both from its sources and from bundles of them written
// elsewhere in its folder (see selfBundle.mjs), and this module is inlined into those bundles.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findDocsgenRoot(from) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === 'docsgen') return dir;
    if (path.dirname(dir) === dir) throw new Error(`docsgen: cannot find docsgen's package.json above ${from}`);
  }
}

export const DOCSGEN_ROOT = findDocsgenRoot(path.dirname(fileURLToPath(import.meta.url)));
