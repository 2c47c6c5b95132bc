/** Layout of the premium themes page: the intro Markdown, then a gallery of themes sold in the external store. */
import * as React from 'react';
import { PageIntro } from './PageIntro.tsx';
import { readThemes, type PremiumTheme } from './premiumThemesFrontMatter.ts';
import type { LayoutProps } from './types.ts';
import { useWithBase } from '../shell/SiteUrlContext.tsx';

function ThemeCard({ theme }: { theme: PremiumTheme }) {
  const withBase = useWithBase();
  return (
    <li className="premium-theme">
      {/* A wireframe the card's text already describes, so decorative; the fixed size keeps the grid from shifting while it loads. */}
      <img className="premium-theme-preview" src={withBase(theme.image)} alt="" width={640} height={400} loading="lazy" decoding="async" />
      <div className="premium-theme-body">
        <h2 className="premium-theme-name">
          <a href={withBase(theme.href)}>{theme.name}</a>
        </h2>
        <p className="premium-theme-description">{theme.description}</p>
        <p className="premium-theme-footer">
          <span className="premium-theme-price">{theme.price}</span>
          <span className="premium-theme-store">View in store</span>
        </p>
      </div>
    </li>
  );
}

/** Renders the premium themes page. */
export function PremiumThemesLayout({ page, content }: LayoutProps) {
  return (
    <div className="standalone-page premium-themes">
      <PageIntro title={page.title} description={page.description} />
      <div className="markdown-body">{content}</div>
      <ul className="premium-theme-grid" aria-label="Themes">
        {readThemes(page).map((theme) => (
          <ThemeCard key={theme.href} theme={theme} />
        ))}
      </ul>
    </div>
  );
}
