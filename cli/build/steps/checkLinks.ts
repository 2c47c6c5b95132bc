/**
 * Build step `checkLinks`: every internal link and `#anchor` of every page (the authored ones and those the build
 * writes itself) resolves to a page, a public file or an element id. Under the `error` policy a broken one fails the
 * build; under `warn` the site ships and the broken links are listed as warnings.
 */
import type { LinkPolicy } from '../../../runtime/config.ts';
import { ContentErrors, type ContentError } from '../../errors.ts';
import { checkLinks as brokenLinks } from '../checkLinks.ts';
import { generatedLinkCollector } from '../generatedLinks.ts';
import { contentIdsOf } from '../pageFacts.ts';
import type { ComposedSite } from './compose.tsx';
import type { GeneratedSite } from './generate.ts';
import type { RenderedSite } from './render.ts';
import type { PublicFolder } from '../../site/publicFolder.ts';

export interface LinkCheckInput {
  site: GeneratedSite;
  rendered: RenderedSite;
  composed: ComposedSite;
  /** The site's `public/` folder, whose files links may point at. */
  publicFolder: PublicFolder;
  base: string;
  policy: LinkPolicy;
}

export interface CheckedLinks {
  /** The public files links were checked against, and those the pages published. */
  staticFiles: Set<string>;
  /** The public files, by URL: those a missing file is suggested from. */
  publicFiles: string[];
  /** Broken links the `warn` policy let through. */
  brokenLinks: ContentError[];
}

export function checkLinks({ site, rendered, composed, publicFolder, base, policy }: LinkCheckInput): CheckedLinks {
  const publicFiles = publicFolder.files.map((file) => `/${file.rel}`);
  const staticFiles = new Set(publicFiles);
  const { pages, facts } = rendered;
  // Files the pages published are linked too (React's preload of an image an MDX component draws, a `?url` import's link).
  for (const asset of pages.flatMap((page) => page.assets ?? [])) staticFiles.add(asset.url);
  // Full-page templates are demos whose links are samples; every other page's written links are checked.
  const templateRoutes = new Set(site.templates.map((t) => t.route));
  // Anchors are suggested from a page's own ids, read only for a broken anchor into it (the page found by a search).
  const suggestableIds = {
    get: (route: string) => {
      const page = pages.find((candidate) => candidate.route === route);
      return page && contentIdsOf(facts.of(page));
    },
  };
  const written = generatedLinkCollector(base);
  const errors: ContentError[] = [];
  // The layout's links are reported after the authored ones; those into their own page are checked as it comes.
  const layoutErrors: ContentError[] = [];
  // A page at a time: a cached page's links and ids are read from the cache when asked for, and none are kept.
  for (const page of pages) {
    const { route, file, links, brokenLinks: broken } = page;
    errors.push(...brokenLinks([{ route, file, links, brokenLinks: broken }], composed.documentIds, staticFiles, suggestableIds, publicFiles));
    if (templateRoutes.has(route)) continue;
    const ownAnchors = written.add({ route, file, links, hrefs: facts.of(page).hrefs });
    if (ownAnchors) layoutErrors.push(...brokenLinks([ownAnchors], composed.documentIds, staticFiles, suggestableIds));
  }
  errors.push(...layoutErrors, ...brokenLinks(written.sources(), composed.documentIds, staticFiles, suggestableIds));
  if (errors.length && policy === 'error') throw new ContentErrors(errors);
  return { staticFiles, publicFiles, brokenLinks: errors };
}
