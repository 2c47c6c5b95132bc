/**
 * The site configuration's types, derived from the schema that checks `site.config.ts` at load
 * (cli/load/siteConfigSchema.ts). Only types come from there, so the browser bundle never holds the schema or Zod.
 * This is the one import from cli/ outside it, kept so the config has one schema; test/unit/layering.test.ts allows it.
 */
import type { z } from 'zod';
import type {
  adsSchema,
  analyticsSchema,
  apiPackageSchema,
  apiSchema,
  feedbackSchema,
  pluginEntrySchema,
  pluginSchema,
  productSchema,
  siteConfigSchema,
  siteThemeSchema,
  themeSchema,
  versionLinkSchema,
} from '../cli/load/siteConfigSchema.ts';

/** What a `site.config.ts` exports: keys with defaults may be left out. */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The checked config the build works with, its defaults filled in. */
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type VersionLink = z.output<typeof versionLinkSchema>;
export type ProductConfig = z.output<typeof productSchema>;
export type AnalyticsConfig = z.output<typeof analyticsSchema>;
export type AdsConfig = z.output<typeof adsSchema>;
export type FeedbackConfig = z.output<typeof feedbackSchema>;
export type ThemeConfig = z.output<typeof themeSchema>;
export type PluginConfig = z.output<typeof pluginSchema>;
/** A plugin as `plugins` lists it: a module path or package name, `[module, options]`, or a plugin object given inline. */
export type PluginEntry = z.output<typeof pluginEntrySchema>;
/** What a theme module exports by default (or `theme` gives inline): one of docsgen's themes with the site's layouts and CSS. */
export type SiteThemeDefinition = z.input<typeof siteThemeSchema>;
export type ApiConfig = z.output<typeof apiSchema>;
export type ApiPackageConfig = z.output<typeof apiPackageSchema>;
/** What a broken internal link does to the build. */
export type LinkPolicy = SiteConfig['links'];

/** Where a product's pages start: the current version's link when it is internal, else `/<id>/`. */
export function productHome(product: Pick<ProductConfig, 'id' | 'versions'>): string {
  const current = product.versions.find((v) => v.current);
  return current?.href.startsWith('/') ? current.href : `/${product.id}/`;
}
