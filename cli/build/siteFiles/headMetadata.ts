/** The SEO part of a page's `<head>`: canonical link, hreflang alternates, Open Graph and Twitter card tags. */
import { escapeHtml } from '../../../templates/escape.ts';
import { DEFAULT_LANGUAGE } from '../../../runtime/constants.ts';
import { normaliseRoute } from '../../../runtime/routes.ts';
import { absoluteUrl } from './siteUrl.ts';

export interface HeadMetadataInput {
  siteUrl: string;
  siteTitle: string;
  /** The page's route without a language prefix, e.g. `/material-ui/react-button/`. */
  route: string;
  title: string;
  description?: string;
  /** Languages the site supports (`SiteConfig.languages`). */
  languages: string[];
  /** Social preview image: a site path (`/static/og.png`) or an absolute URL. */
  image?: string;
}

/** The URL of `route` in `language`: unprefixed for English, `/<lang>/…` otherwise (as MUI's `_document.js`). */
function localisedUrl(siteUrl: string, route: string, language: string): string {
  const path = normaliseRoute(route);
  return absoluteUrl(siteUrl, language === DEFAULT_LANGUAGE ? path : `/${language}${path}`);
}

function link(rel: string, href: string, hreflang?: string): string {
  return `<link rel="${rel}"${hreflang ? ` hreflang="${escapeHtml(hreflang)}"` : ''} href="${escapeHtml(href)}">`;
}

function meta(attribute: 'property' | 'name', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

/** Head HTML for one page, every value escaped; pass it to `renderDocument` as `headExtra`. */
export function headMetadata(input: HeadMetadataInput): string {
  const { siteUrl, route, description, image } = input;
  // Only English is built, so the canonical URL is the unprefixed one whatever languages are declared.
  const canonical = localisedUrl(siteUrl, route, DEFAULT_LANGUAGE);
  const imageUrl = image && (image.startsWith('/') && !image.startsWith('//') ? siteUrl.replace(/\/+$/, '') + image : image);
  const tags = [
    link('canonical', canonical),
    ...input.languages.map((language) => link('alternate', localisedUrl(siteUrl, route, language), language)),
    link('alternate', localisedUrl(siteUrl, route, DEFAULT_LANGUAGE), 'x-default'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', input.siteTitle),
    meta('property', 'og:title', input.title),
    description ? meta('property', 'og:description', description) : '',
    meta('property', 'og:url', canonical),
    imageUrl ? meta('property', 'og:image', imageUrl) : '',
    meta('name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', input.title),
    description ? meta('name', 'twitter:description', description) : '',
  ];
  return tags.join('');
}
