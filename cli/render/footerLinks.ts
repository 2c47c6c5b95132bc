/** The links of the site footer: each of its standard pages (blog, versions) that the site has, and no other. */
import type { SiteModel } from '../model.ts';
import type { FooterLink } from '../../templates/shell/SiteFooter.tsx';

const STANDARD_LINKS: FooterLink[] = [
  { href: '/blog/', label: 'footer.blog' },
  { href: '/versions/', label: 'footer.versions' },
];

const linksByModel = new WeakMap<SiteModel, FooterLink[]>();

/** Computed once per site model: every page of a build renders the same footer. */
export function footerLinks(model: SiteModel): FooterLink[] {
  let links = linksByModel.get(model);
  if (!links) {
    const routes = new Set([...model.pages.map((page) => page.route), ...model.generated.routes]);
    links = STANDARD_LINKS.filter((link) => routes.has(link.href));
    linksByModel.set(model, links);
  }
  return links;
}
