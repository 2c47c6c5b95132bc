/** Small helpers the compat components share: site links under the base path, and a code fence's title. */
import { useWithBase } from '../shell/SiteUrlContext.tsx';

/** `href` as the page must write it: a root-absolute site path gets the base path, as Markdown links do. */
export function useSiteHref(href: string): string {
  return useWithBase()(href);
}

/** The `title="file.ts"` of a fence's meta string (Starlight's `<Code meta>`). */
export function titleOfMeta(meta: string | undefined): string | undefined {
  const match = meta ? /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(meta) : null;
  return match ? (match[1] ?? match[2]) : undefined;
}
