/**
 * Starlight's front matter that carries content: a `hero` (title, tagline, image and action links, on splash pages
 * such as the home page and the 404 page) and a `banner` above the page. Starlight's layout draws them; docsgen adds
 * them to the top of the page body, so they are rendered, their links checked and their image published like the
 * page's own content. The added lines come before the body's first line, so positions still match the file.
 */
import path from 'node:path';
import { plainPage, type SourcePage } from '../model.ts';
import { escapeHtml } from '../../templates/escape.ts';
import { emptyPageWarning } from './emptyPage.ts';
import { localeFallbackPages } from './localeFallbacks.ts';

interface HeroAction {
  text?: unknown;
  link?: unknown;
  variant?: unknown;
}

interface Hero {
  title?: unknown;
  tagline?: unknown;
  image?: { file?: unknown; dark?: unknown; alt?: unknown };
  actions?: HeroAction[];
}

const VARIANTS = new Set(['primary', 'secondary', 'minimal']);

/** A Starlight image path (`~/assets/x.webp` is `src/assets/x.webp`) relative to the page's folder. */
function imagePath(page: SourcePage, root: string, file: string): string {
  const absolute = file.startsWith('~/') ? path.join(root, 'src', file.slice(2)) : path.resolve(path.dirname(page.absFile), file);
  const relative = path.relative(path.dirname(page.absFile), absolute).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** The hero's text and action links as HTML (the tagline is HTML as Starlight takes it). */
function heroText(hero: Hero): string {
  const actions = (Array.isArray(hero.actions) ? hero.actions : [])
    .filter((action) => typeof action?.text === 'string' && typeof action.link === 'string')
    .map((action) => {
      const variant = typeof action.variant === 'string' && VARIANTS.has(action.variant) ? action.variant : 'primary';
      return `<a class="compat-link-button compat-link-button-${variant}" href="${escapeHtml(String(action.link))}">${escapeHtml(String(action.text))}</a>`;
    });
  return (
    (typeof hero.title === 'string' ? `<p class="compat-hero-title">${escapeHtml(hero.title)}</p>` : '') +
    (typeof hero.tagline === 'string' ? `<p class="compat-hero-tagline">${hero.tagline}</p>` : '') +
    (actions.length ? `<div class="compat-hero-actions">${actions.join('')}</div>` : '')
  );
}

/** The lines to put above an MDX body: JSX, with HTML fragments passed as HTML, and the image imported as a URL. */
function mdxLines(hero: Hero | undefined, banner: string | undefined, image: string | undefined, alt: string): string[] {
  const html = (className: string, value: string) => `<div className=${JSON.stringify(className)} dangerouslySetInnerHTML={{ __html: ${JSON.stringify(value)} }} />`;
  const lines: string[] = [];
  if (image) lines.push(`import starlightHeroImage from ${JSON.stringify(`${image}?url`)};`, '');
  if (banner) lines.push(html('compat-banner', banner), '');
  if (hero) {
    const picture = image ? `<img className="compat-hero-image" src={starlightHeroImage} alt=${JSON.stringify(alt)} />` : '';
    lines.push(`<div className="compat-hero">${html('compat-hero-text', heroText(hero))}${picture}</div>`, '');
  }
  return lines;
}

/** The lines to put above a Markdown body: one raw HTML block each. */
function markdownLines(hero: Hero | undefined, banner: string | undefined, image: string | undefined, alt: string): string[] {
  const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');
  const lines: string[] = [];
  if (banner) lines.push(`<div class="compat-banner">${oneLine(banner)}</div>`, '');
  if (hero) {
    const picture = image ? `<img class="compat-hero-image" src="${escapeHtml(image)}" alt="${escapeHtml(alt)}">` : '';
    lines.push(`<div class="compat-hero"><div class="compat-hero-text">${oneLine(heroText(hero))}</div>${picture}</div>`, '');
  }
  return lines;
}

/** The page with its hero and banner written at the top of its body (unchanged when it has neither). */
export function withStarlightFrontMatter(page: SourcePage, root: string): SourcePage {
  const hero = page.frontMatter.hero && typeof page.frontMatter.hero === 'object' ? (page.frontMatter.hero as Hero) : undefined;
  const bannerContent = (page.frontMatter.banner as { content?: unknown } | undefined)?.content;
  const banner = typeof bannerContent === 'string' ? bannerContent.trim() : undefined;
  if (!hero && !banner) return page;
  const file = typeof hero?.image?.file === 'string' ? hero.image.file : undefined;
  const image = file ? imagePath(page, root, file) : undefined;
  const alt = typeof hero?.image?.alt === 'string' ? hero.image.alt : '';
  const lines = page.absFile.endsWith('.mdx') ? mdxLines(hero, banner, image, alt) : markdownLines(hero, banner, image, alt);
  return plainPage(page, `${lines.join('\n')}\n${page.body}`, { bodyLine: page.bodyLine - lines.length });
}

/**
 * A Starlight project's pages as docsgen builds them: heroes and banners in their bodies, and the pages each language
 * folder lacks served from the default language. A page whose hero is its only content is no longer an empty page,
 * so its warning is taken out of `warnings`.
 */
export function starlightPages(pages: readonly SourcePage[], root: string, warnings: string[]): SourcePage[] {
  const drawn = pages.map((page) => withStarlightFrontMatter(page, root));
  const filled = new Set(pages.filter((page, i) => drawn[i] !== page).map((page) => emptyPageWarning(page, true)));
  warnings.splice(0, warnings.length, ...warnings.filter((warning) => !filled.has(warning)));
  return [...drawn, ...localeFallbackPages(drawn)];
}
