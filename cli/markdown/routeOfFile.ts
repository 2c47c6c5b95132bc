/** Where a Markdown page file is served: the route rule shared by the loader and the link rewriter. */

/** Route of a page given its path relative to the pages folder: `a/b.md` and `a/b/index.md` → `/a/b/`, `index.md` → `/`. */
export function routeForPagePath(relativePath: string): string {
  const normalized = relativePath.replace(/\\/g, '/').replace(/^(?:\.\/|\/)+/, '');
  if (!normalized.endsWith('.md')) {
    throw new Error(`routeForPagePath expects a .md page path, got "${relativePath}"`);
  }
  const withoutExtension = normalized.slice(0, -'.md'.length);
  const folder = withoutExtension === 'index' ? '' : withoutExtension.replace(/\/index$/, '');
  return folder === '' ? '/' : `/${folder}/`;
}
