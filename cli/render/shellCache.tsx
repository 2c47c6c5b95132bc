/** Renders each product's header and navigation once per language; pages reuse the HTML, and its styles go to the shared stylesheet. */
import * as React from 'react';
import type { Theme } from '@mui/material/styles';
import type { SiteModel, ProductModel } from '../model.ts';
import { productHome } from '../../runtime/config.ts';
import { TranslationProvider } from '../../templates/shell/TranslationContext.tsx';
import { renderWithStyles, type StyleMap } from './emotionRender.ts';
import type { TranslatorFor } from './translators.ts';
import { SiteUrlProvider } from '../../templates/shell/SiteUrlContext.tsx';
import type { WithBase } from '../../templates/shell/basePath.ts';
import type { DocsShell } from '../../templates/themes/types.ts';
import { navInParts } from './navInParts.ts';

export interface ShellParts {
  headerHtml: string;
  navHtml: string;
  /** The settings drawer, the same on every page of a language. */
  settingsHtml: string;
}

/** A memo of shell HTML per language and product (and one for pages outside any product), collecting the styles it used. */
export class ShellCache {
  private readonly parts = new Map<string, ShellParts>();
  private readonly settingsHtml = new Map<string, string>();
  readonly styles: StyleMap = new Map();

  constructor(
    private readonly model: SiteModel,
    /** The docs theme's shell components. */
    private readonly shell: DocsShell,
    private readonly theme: Theme,
    private readonly translatorFor: TranslatorFor,
    private readonly withBase: WithBase,
    private readonly headerActions?: React.ReactNode,
  ) {}

  private render(language: string, element: React.ReactElement): string {
    const { html, styles } = renderWithStyles(
      <SiteUrlProvider value={this.withBase}>
        <TranslationProvider value={this.translatorFor(language)}>{element}</TranslationProvider>
      </SiteUrlProvider>,
      this.theme,
    );
    for (const [id, css] of styles) this.styles.set(id, css);
    return html;
  }

  /** Header and nav for a product in `language`; `null` gives the header of pages outside any product (home, blog). */
  get(product: ProductModel | null, language: string): ShellParts {
    // The separator cannot occur in a language code or a product id.
    const key = `${language}/${product?.id ?? ''}`;
    const cached = this.parts.get(key);
    if (cached) return cached;
    const { config } = this.model;
    const { Header, Nav, Settings } = this.shell;
    const headerHtml = this.render(
      language,
      <Header
        siteTitle={config.title}
        productName={product?.name ?? config.title}
        productHref={product ? (product.home ?? productHome(product)) : '/'}
        logo={product?.logo ?? config.products[0]?.logo}
        versions={product?.versions ?? []}
        products={config.products.map((p) => ({ name: p.name, href: productHome(p), version: (p.versions.find((v) => v.current) ?? p.versions[0])?.text }))}
        hasNav={product !== null}
        actions={this.headerActions}
      />,
    );
    const navHtml = product
      ? this.render(
          language,
          <Nav
            productName={product.name}
            productHref={product.home ?? productHome(product)}
            currentVersion={product.versions.find((v) => v.current)?.text}
            pages={product.nav}
            sideLinks={config.sideLinks ?? []}
            inParts={navInParts(config, product.nav)}
          />,
        )
      : '';
    let settingsHtml = this.settingsHtml.get(language);
    if (settingsHtml === undefined) {
      settingsHtml = this.render(language, <Settings languages={config.languages} language={language} />);
      this.settingsHtml.set(language, settingsHtml);
    }
    const parts = { headerHtml, navHtml, settingsHtml };
    this.parts.set(key, parts);
    return parts;
  }
}
