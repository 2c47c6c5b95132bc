/** The page_view event (SPEC §7): title, canonical location and the product ids the server wrote into meta tags. */
import { pathnameToLanguage } from '../routes.ts';
import type { Analytics } from './analytics.ts';

export interface PageViewEnv {
  document: Pick<Document, 'title' | 'querySelector'>;
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

function metaContent(doc: PageViewEnv['document'], name: string): string | undefined {
  return doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? undefined;
}

/** Sends `page_view` for this page; once per load, since every page is its own document. */
export function sendPageView(
  analytics: Analytics,
  env: PageViewEnv = { document: globalThis.document, location: globalThis.location },
): void {
  const { document: doc, location } = env;
  analytics.gtag('event', 'page_view', {
    page_title: doc.title,
    // Without the language prefix and hash, every translation and section of a page counts as that one page.
    page_location: pathnameToLanguage(`${location.pathname}${location.search}${location.hash}`).canonicalAsServer,
    productId: metaContent(doc, 'mui:productId'),
    productCategoryId: metaContent(doc, 'mui:productCategoryId'),
  });
}
