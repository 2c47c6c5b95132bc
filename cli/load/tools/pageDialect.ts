/** A folder's page rules (loadPages.ts) by its dialect: Docusaurus's ids, slugs, partials and drafts, or docsgen's file routes. */
import path from 'node:path';
import type { PageDialect } from '../../model.ts';
import type { PageRules } from '../loadPages.ts';
import { docusaurusRoute, isPartial } from './docusaurusDocs.ts';

/** Docusaurus leaves `draft: true` pages out of a production build; docsgen says so for each. */
function draftLeftOut(page: { file: string; frontMatter: Record<string, unknown> }): string | null {
  return page.frontMatter.draft === true ? `${page.file}:2: draft page (front matter \`draft: true\`) left out of the build, as Docusaurus leaves it out` : null;
}

export function pageRulesOf(dialect: PageDialect | undefined): PageRules | undefined {
  if (dialect?.tool !== 'docusaurus') return undefined;
  const routeBase = dialect.routeBase ?? '/';
  return {
    isPage: (relativePath) => !isPartial(relativePath),
    routeOf: (relativePath, frontMatter) => docusaurusRoute(relativePath, frontMatter, routeBase),
    leftOut: draftLeftOut,
  };
}

/** The folder a build publishes as is: the dialect's (Docusaurus's `static/`), else the site's `public/`. */
export function publicDirOf(model: { root: string; pageDialect?: PageDialect }): string {
  return model.pageDialect?.publicDir ?? path.join(model.root, 'public');
}
