/** Renders each product's header and navigation once; pages reuse the HTML, and its styles go to the shared stylesheet. */
import * as React from 'react';
import type { Theme } from '@mui/material/styles';
import type { SiteModel, ProductModel } from '../model.ts';
import { productHome } from '../../runtime/config.ts';
import { AppHeader } from '../../templates/shell/AppHeader.tsx';
import { NavDrawer } from '../../templates/shell/NavDrawer.tsx';
import { SettingsDrawer } from '../../templates/shell/SettingsDrawer.tsx';
import { renderWithStyles, type StyleMap } from './emotionRender.ts';

export interface ShellParts {
  headerHtml: string;
  navHtml: string;
  /** The settings drawer, the same on every page. */
  settingsHtml: string;
}

/** A memo of shell HTML per product (and one for pages outside any product), collecting the styles it used. */
export class ShellCache {
  private readonly parts = new Map<string, ShellParts>();
  private settingsHtml: string | null = null;
  readonly styles: StyleMap = new Map();

  constructor(
    private readonly model: SiteModel,
    private readonly theme: Theme,
    private readonly headerActions?: React.ReactNode,
  ) {}

  private render(element: React.ReactElement): string {
    const { html, styles } = renderWithStyles(element, this.theme);
    for (const [id, css] of styles) this.styles.set(id, css);
    return html;
  }

  /** Header and nav for a product; `null` gives the header of pages outside any product (home, blog). */
  get(product: ProductModel | null): ShellParts {
    const key = product?.id ?? '';
    const cached = this.parts.get(key);
    if (cached) return cached;
    const { config } = this.model;
    const headerHtml = this.render(
      <AppHeader
        siteTitle={config.title}
        productName={product?.name ?? config.title}
        productHref={product ? productHome(product) : '/'}
        logo={product?.logo ?? config.products[0]?.logo}
        versions={product?.versions ?? []}
        hasNav={product !== null}
        actions={this.headerActions}
      />,
    );
    const navHtml = product
      ? this.render(
          <NavDrawer
            productName={product.name}
            productHref={productHome(product)}
            currentVersion={product.versions.find((v) => v.current)?.text}
            pages={product.nav}
            sideLinks={config.sideLinks ?? []}
          />,
        )
      : '';
    this.settingsHtml ??= this.render(<SettingsDrawer languages={config.languages} />);
    const parts = { headerHtml, navHtml, settingsHtml: this.settingsHtml };
    this.parts.set(key, parts);
    return parts;
  }
}
