/**
 * The modules docsgen provides for imports of other docs tools' built-in components, by the specifier pages import
 * them with: each is the module's exports (named, and `default` where the tool's module has one).
 */
import * as docusaurus from './docusaurus.tsx';
import * as nextra from './nextra.tsx';
import * as starlight from './starlight.tsx';

export type CompatModule = Readonly<Record<string, unknown>>;

export const COMPAT_MODULES: Readonly<Record<string, CompatModule>> = {
  '@astrojs/starlight/components': starlight,
  '@theme/Tabs': { default: docusaurus.Tabs },
  '@theme/TabItem': { default: docusaurus.TabItem },
  '@theme/Admonition': { default: docusaurus.Admonition },
  '@theme/CodeBlock': { default: docusaurus.CodeBlock },
  '@theme/Details': { default: docusaurus.Details },
  '@docusaurus/Link': { default: docusaurus.Link },
  '@docusaurus/useBaseUrl': { default: docusaurus.useBaseUrl },
  '@docusaurus/BrowserOnly': { default: docusaurus.BrowserOnly },
  'nextra/components': nextra,
};

/** Specifiers a site may install for real (a React package that renders outside its own framework): the site's copy wins. */
export const INSTALLABLE_COMPAT_SPECIFIERS: ReadonlySet<string> = new Set(['nextra/components']);
