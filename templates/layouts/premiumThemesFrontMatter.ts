/** The premium themes page's own front matter: the themes of its gallery. */
import { recordList, requiredText } from './frontMatterFields.ts';
import type { LayoutPage } from './types.ts';

export interface PremiumTheme {
  name: string;
  description: string;
  /** Path of the preview under `public/`, e.g. `/static/premium-themes/dashboard.svg`. */
  image: string;
  /** The theme's page in the store. */
  href: string;
  /** Shown as written, e.g. `$59`. */
  price: string;
}

/** `themes: [{ name, description, image, href, price }]`, in the order written. */
export function readThemes(page: LayoutPage): PremiumTheme[] {
  return recordList(page, page.frontMatter, 'themes').map((theme, i) => {
    const at = `themes[${i}].`;
    return {
      name: requiredText(page, theme, 'name', at),
      description: requiredText(page, theme, 'description', at),
      image: requiredText(page, theme, 'image', at),
      href: requiredText(page, theme, 'href', at),
      price: requiredText(page, theme, 'price', at),
    };
  });
}
