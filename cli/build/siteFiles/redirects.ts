/** Redirect pages for `SiteConfig.redirects`: static HTML that forwards old URLs (with their #hash) to new ones. */
import { ContentError } from '../../errors.ts';
import { escapeHtml } from '../../../templates/escape.ts';
import { normaliseRoute } from '../../../runtime/routes.ts';
import { nearestMatch } from '../nearestMatch.ts';
import type { WithBase } from '../../../templates/shell/basePath.ts';

const CONFIG_FILE = 'site config';
const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

/** The target as it will be written: absolute URLs unchanged, site routes normalised (trailing slash) with their hash kept. */
function resolveTarget(from: string, to: string, existingRoutes: ReadonlySet<string>): string {
  const name = `redirect "${from}" → "${to}"`;
  if (ABSOLUTE_URL.test(to)) return to;
  if (!to.startsWith('/')) {
    throw new ContentError(CONFIG_FILE, `${name}: the target must be a site route starting with "/" or an absolute URL`);
  }
  const hashAt = to.indexOf('#');
  const path = normaliseRoute(hashAt === -1 ? to : to.slice(0, hashAt));
  if (!existingRoutes.has(path)) {
    const nearest = nearestMatch(path, existingRoutes);
    throw new ContentError(
      CONFIG_FILE,
      `${name}: the target ${path} is not a page of the site${nearest ? `; did you mean ${nearest}?` : ''}`,
    );
  }
  return hashAt === -1 ? path : path + to.slice(hashAt);
}

/** JSON that is safe inside a <script> element. */
function scriptString(text: string): string {
  return JSON.stringify(text).replace(/</g, '\\u003c');
}

function redirectHtml(target: string): string {
  const href = escapeHtml(target);
  // A target with its own #hash wins over the one the visitor came with.
  const destination = target.includes('#') ? scriptString(target) : `${scriptString(target)} + location.hash`;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title>` +
    `<meta name="robots" content="noindex"><link rel="canonical" href="${href}">` +
    // The script runs first and keeps the #hash; the refresh is for browsers without JavaScript.
    `<script>location.replace(${destination})</script>` +
    `<meta http-equiv="refresh" content="0; url=${href}">` +
    `</head><body><p>This page has moved to <a href="${href}">${href}</a>.</p></body></html>\n`
  );
}

/**
 * One page per redirect, keyed by its `from` route (trailing slash); throws a ContentError when a `from` is not a
 * path, collides with a page or another redirect, or a `to` is neither a page of `existingRoutes` nor an absolute URL.
 * Site targets go under the base path with `withBase`.
 */
export function redirectPages(
  redirects: Record<string, string>,
  existingRoutes: ReadonlySet<string>,
  withBase: WithBase = (url) => url,
): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [from, to] of Object.entries(redirects)) {
    const name = `redirect "${from}" → "${to}"`;
    if (!from.startsWith('/') || /[?#]/.test(from)) {
      throw new ContentError(CONFIG_FILE, `${name}: the source must be a path starting with "/", without ?query or #hash`);
    }
    const route = normaliseRoute(from);
    if (existingRoutes.has(route)) {
      throw new ContentError(CONFIG_FILE, `${name}: ${route} is a page of the site; remove the redirect or move the page`);
    }
    if (pages.has(route)) {
      throw new ContentError(CONFIG_FILE, `${name}: another redirect already starts from ${route}; keep only one`);
    }
    const target = resolveTarget(from, to, existingRoutes);
    pages.set(route, redirectHtml(withBase(target)));
  }
  return pages;
}
