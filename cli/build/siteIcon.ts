/** The icon a site's pages link to when its first product has no logo: its `public/favicon.ico`, when it has one. */
import fs from 'node:fs';
import path from 'node:path';

const iconByRoot = new Map<string, string | undefined>();

/** `/favicon.ico` when the site ships one, else undefined: a link to a missing icon is a 404 on every page. */
export function siteFavicon(root: string): string | undefined {
  if (!iconByRoot.has(root)) iconByRoot.set(root, fs.existsSync(path.join(root, 'public', 'favicon.ico')) ? '/favicon.ico' : undefined);
  return iconByRoot.get(root);
}
