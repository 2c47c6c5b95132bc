/** The HTML document around a rendered page: head metadata, stylesheets, the no-flash script and the runtime. Pure string composition, no React. */
import { META_THEME_COLOR } from '../runtime/constants.ts';
import { noFlashScript } from '../runtime/noFlashScript.ts';
import { WEB_FONTS_STYLE_ID } from '../runtime/shell/webFonts.ts';
import { escapeHtml } from './escape.ts';

/** A stretch of a document already in its final, encoded form (a page's marked nav), with the ids of the elements in it. */
export interface EncodedPiece {
  chunks: readonly Uint8Array[];
  ids: ReadonlySet<string>;
  /** The HTML it was encoded from, before the page's marks (the same for every page sharing it). */
  html: string;
}

/** A piece of a document: HTML text, or encoded bytes shared between pages. */
export type DocumentPiece = string | EncodedPiece;

export interface DocumentInput {
  lang: string;
  title: string;
  description?: string;
  /** `<meta name>` pairs such as mui:productId. */
  metas: Record<string, string>;
  /** Extra head HTML (canonical, hreflang, Open Graph …). */
  headExtra?: string;
  sharedCssHref: string;
  /**
   * The part of the shared stylesheet this page's first paint needs, inlined; the whole stylesheet then loads without
   * blocking. Absent: the shared stylesheet is linked and blocks rendering.
   */
  firstPaintCss?: string;
  /**
   * The web font's `@font-face` rules and file URLs: written off, and turned on before the first paint by the no-flash
   * script once an earlier page has put the files in the browser's cache (runtime/shell/webFonts.ts).
   */
  webFonts?: { css: string; urls: readonly string[] };
  /** The icon font's stylesheet, on a page that draws ligature icons. */
  iconFontCssHref?: string;
  /** The site icon: the first product's logo, the site's own favicon or the default theme's. */
  iconHref: string;
  /** Critical CSS of this page only, with the Emotion ids it holds (so hydrating islands don't insert them again). */
  criticalCss: { ids: string[]; css: string };
  /** The body's HTML as pieces, in order. */
  bodyHtml: readonly DocumentPiece[];
  runtimeSrc: string;
  /** Live-reload client in watch mode. */
  devClientSrc?: string;
  /** Module URLs to preload (the runtime's static imports). */
  preload: string[];
  /** JSON for the runtime (config subset, page facts), placed in a non-executed script tag. */
  pageData: unknown;
}

/** JSON that is safe inside a <script> element. */
function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The shared stylesheet: inlined in part (with the site's @font-face rules, which only the inlined part declares) and
 * the whole loading as a print stylesheet, which does not block rendering, switched to all media once loaded. Its rules
 * come after the inlined part, so the cascade is the whole stylesheet's.
 */
function sharedStylesheet({ firstPaintCss, sharedCssHref }: DocumentInput): string {
  if (firstPaintCss === undefined) return `<link rel="stylesheet" href="${sharedCssHref}">`;
  return (
    `<style>${firstPaintCss}</style>` +
    `<link rel="stylesheet" href="${sharedCssHref}" media="print" onload="this.media='all'">` +
    `<noscript><link rel="stylesheet" href="${sharedCssHref}"></noscript>`
  );
}

/**
 * The full HTML of one page, as pieces to write in order: the body's large pieces are shared between pages, and a
 * joined copy per page would only be garbage.
 */
export function renderDocument(input: DocumentInput): DocumentPiece[] {
  const metas = Object.entries(input.metas)
    .map(([name, content]) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`)
    .join('');
  const critical = input.criticalCss.css
    ? `<style data-emotion="css ${input.criticalCss.ids.join(' ')}">${input.criticalCss.css}</style>`
    : '';
  const head =
    `<!doctype html><html lang="${input.lang}" dir="ltr" data-mui-color-scheme="light" data-joy-color-scheme="light"><head>` +
    `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(input.title)}</title>` +
    (input.description ? `<meta name="description" content="${escapeHtml(input.description)}">` : '') +
    `<meta name="theme-color" content="${META_THEME_COLOR.light}">` +
    `<link rel="icon" href="${input.iconHref}"${input.iconHref.endsWith('.svg') ? ' type="image/svg+xml"' : ''}>` +
    metas +
    (input.headExtra ?? '') +
    sharedStylesheet(input) +
    (input.webFonts
      ? `<style id="${WEB_FONTS_STYLE_ID}" media="not all" data-font-files="${escapeHtml(input.webFonts.urls.join(' '))}">${input.webFonts.css}</style>`
      : '') +
    // Render-blocking like the shared stylesheet: a page painted before it would show the icons' names as words.
    (input.iconFontCssHref ? `<link rel="stylesheet" href="${input.iconFontCssHref}">` : '') +
    critical +
    // The runtime runs once the document is parsed and the first paint needs none of it: fetched at low priority, it
    // leaves the bandwidth of the first moments to the page and what it shows.
    input.preload.map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low">`).join('') +
    `<script type="module" src="${input.runtimeSrc}" fetchpriority="low"></script>` +
    (input.devClientSrc ? `<script type="module" src="${input.devClientSrc}"></script>` : '') +
    `</head><body class="mode-light" dir="ltr"><script>${noFlashScript}</script>`;
  return [
    head,
    ...input.bodyHtml,
    `<script type="application/json" id="docsgen-data">${scriptJson(input.pageData)}</script></body></html>`,
  ];
}
