/** The record every renderer hands on for a route (Markdown, API, full-page template, 404), and its one constructor. */
import type { ContentErrorData } from '../errors.ts';
import type { PageLink } from '../markdown/index.ts';
import type { PageAsset } from '../markdown/localFiles.ts';
import { pathnameToLanguage } from '../../runtime/routes.ts';
import type { StyleMap } from './emotionRender.ts';

/** A rendered route, before it is wrapped into a document. */
export interface RenderedRoute {
  route: string;
  /** Source file relative to the site root, for error messages. */
  file: string;
  /** From the route's language prefix: `<html lang>`, the language of the shell's strings and of the runtime's page data. */
  language: string;
  /** Title as the page shows it; the document title adds the product name. */
  title: string;
  documentTitle: string;
  description?: string;
  /** The page's own HTML: the main column, or the whole page when `shell` is null. */
  mainHtml: string;
  /**
   * The chrome around mainHtml, added when the document is composed (the shell is the same for every page of a
   * product, so workers don't send it back): the product whose header and nav it gets, or null for no shell at all.
   */
  shell: { productId: string | null } | null;
  styles: StyleMap;
  links: PageLink[];
  /** Links and files the Markdown step found unresolvable; checked with the other links under the site's link policy. */
  brokenLinks?: ContentErrorData[];
  /** Local files the page references, to publish under `/assets/`. */
  assets?: PageAsset[];
  /** Files whose content the page shows besides its own (imported snippets, included Markdown), by absolute path. */
  sourceFiles?: string[];
  productId: string | null;
  warnings: string[];
}

/**
 * The fields of a rendered route but its route, its HTML and its links: its record, which a build that sets pages aside
 * reads back through getters named here.
 */
export const RECORD_FIELDS = ['file', 'language', 'title', 'documentTitle', 'description', 'shell', 'styles', 'brokenLinks', 'assets', 'sourceFiles', 'productId', 'warnings'] as const satisfies readonly (keyof RenderedRoute)[];
// Every field is named above: a field added to RenderedRoute and not here would read as undefined from a page set aside.
const everyRecordField: Exclude<keyof RenderedRoute, 'route' | 'mainHtml' | 'links' | (typeof RECORD_FIELDS)[number]> extends never ? true : never = true;
void everyRecordField;

/** The language of the page at `route`: its two-letter prefix, or the default language. */
export function routeLanguage(route: string): string {
  return pathnameToLanguage(route).userLanguage;
}

/** What a renderer knows of its route; the rest of the record follows from it. */
export interface RenderedRouteParts extends Omit<RenderedRoute, 'language' | 'documentTitle' | 'links' | 'warnings'> {
  /** Added to the title in the document's `<title>` (`Button - Material UI`); null for the title alone. */
  titleSuffix: string | null;
  links?: PageLink[];
  warnings?: string[];
}

/** The rendered route: its language from the route, its document title from the title and suffix. */
export function renderedRoute({ titleSuffix, links = [], warnings = [], ...parts }: RenderedRouteParts): RenderedRoute {
  return {
    ...parts,
    language: routeLanguage(parts.route),
    documentTitle: titleSuffix === null ? parts.title : `${parts.title} - ${titleSuffix}`,
    links,
    warnings,
  };
}
