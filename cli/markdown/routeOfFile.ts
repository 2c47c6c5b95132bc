/** Where a Markdown page file is served: the route rule shared by the loader and the link rewriter. */

/** Route of a page given its path relative to the pages folder: `a/b.md` and `a/b/index.mdx` → `/a/b/`, `index.md` → `/`. */
export function routeForPagePath(relativePath: string): string {
  const normalized = relativePath.replace(/\\/g, '/').replace(/^(?:\.\/|\/)+/, '');
  const extension = /\.mdx?$/.exec(normalized);
  if (!extension) {
    throw new Error(`routeForPagePath expects a .md or .mdx page path, got "${relativePath}"`);
  }
  const withoutExtension = normalized.slice(0, extension.index);
  const folder = withoutExtension === 'index' ? '' : withoutExtension.replace(/\/index$/, '');
  return folder === '' ? '/' : `/${folder}/`;
}
