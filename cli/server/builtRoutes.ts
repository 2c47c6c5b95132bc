/** The routes of a built site (every folder with an index.html), remembered until the next build swaps the folder in. */
import fs from 'node:fs';
import path from 'node:path';

let cached: { key: string; routes: Set<string> } | null = null;

function scan(outDir: string): Set<string> {
  const routes = new Set<string>();
  for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'index.html') {
      const rel = path.relative(outDir, entry.parentPath).split(path.sep).join('/');
      routes.add(rel ? `/${rel}/` : '/');
    }
  }
  return routes;
}

/** Routes under `outDir`; rescanned only when the folder was replaced by a newer build. */
export function builtRoutes(outDir: string): Set<string> {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(outDir);
  } catch {
    return new Set();
  }
  const key = `${stat.ino}:${stat.mtimeMs}`;
  if (cached?.key !== key) cached = { key, routes: scan(outDir) };
  return cached.routes;
}
