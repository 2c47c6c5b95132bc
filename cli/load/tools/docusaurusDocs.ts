/**
 * Docusaurus's doc ids and routes: a doc's id is its path in the docs folder without its extension and without the
 * number prefixes that order files (`01-intro.md` is `intro`), its last part replaced by the front matter's `id`; its
 * route is the route base, then its folder and id, a `slug` replacing them (from the route base when it starts with
 * `/`, else from the folder). `index.md`, `README.md` and a file named as its folder are the folder's page. Files and
 * folders starting with `_` are partials (imported by pages), never pages themselves.
 */
import type { FrontMatter } from '../../model.ts';

// Docusaurus's default number prefix: digits, then `-`, `_` or `.`, then the name (not another number, so a date stays).
const NUMBER_PREFIX = /^\d+\s*[-_.]+\s*(?=[^-_.\s\d])/;

const withoutNumberPrefix = (name: string) => name.replace(NUMBER_PREFIX, '');

/** Whether the file (its path in the docs folder, `/`-separated) is a partial: it or a folder above it starts with `_`. */
export function isPartial(relativePath: string): boolean {
  return relativePath.split('/').some((part) => part.startsWith('_'));
}

interface DocPath {
  folders: string[];
  name: string;
}

function docPath(relativePath: string): DocPath {
  const parts = relativePath.replace(/\.mdx?$/, '').split('/');
  const name = parts.pop() ?? '';
  return { folders: parts.map(withoutNumberPrefix), name: withoutNumberPrefix(name) };
}

/** The doc's id, as sidebars and `pagination_next` name it. */
export function docusaurusDocId(relativePath: string, frontMatter: Partial<FrontMatter>): string {
  const { folders, name } = docPath(relativePath);
  const id = typeof frontMatter.id === 'string' && frontMatter.id !== '' ? frontMatter.id : name;
  return [...folders, id].join('/');
}

const joined = (...parts: string[]) => `/${parts.flatMap((part) => part.split('/')).filter(Boolean).join('/')}/`.replace(/^\/\/$/, '/');

/** The doc's route under `routeBase` (`/docs/`), with a trailing slash as every docsgen route. */
export function docusaurusRoute(relativePath: string, frontMatter: Partial<FrontMatter>, routeBase: string): string {
  const { folders, name } = docPath(relativePath);
  const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined;
  if (slug !== undefined) return slug.startsWith('/') ? joined(routeBase, slug) : joined(routeBase, ...folders, slug);
  const isFolderIndex = /^(index|readme)$/i.test(name) || name === folders.at(-1);
  if (isFolderIndex) return joined(routeBase, ...folders);
  const id = typeof frontMatter.id === 'string' && frontMatter.id !== '' ? frontMatter.id : name;
  return joined(routeBase, ...folders, id);
}
