/**
 * A Docusaurus 3 project as docsgen builds it: its `docusaurus.config.*` read as data (toolModule.ts) for the site's
 * title and URL, the docs plugin's folder, route base and sidebar file, the public folder and how `.md` pages are
 * compiled (`markdown.format`: `mdx` by default, `detect` keeps `.md` pages CommonMark). What the config says that
 * docsgen does not carry over is listed in `notes`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { evaluateToolModule, evaluationFailure } from './toolModule.ts';

const CONFIG_NAMES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];
const SIDEBAR_NAMES = ['sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'];

export interface DocusaurusProject {
  root: string;
  configFile: string;
  title?: string;
  /** The site's URL with its base path, as docsgen's `siteUrl` takes it. */
  siteUrl?: string;
  /** The path the site is served under (`baseUrl`), `/` by default. */
  basePath: string;
  /** The docs plugin's folder of pages. */
  docsDir: string;
  /** The route the docs are served under, with slashes at both ends (`/docs/` by default, `/` for docs-only sites). */
  routeBase: string;
  /** The sidebar file, when the config names one or the project has `sidebars.*`; null when the sidebar is generated. */
  sidebarFile: string | null;
  publicDir: string;
  /** How `.md` pages are compiled. */
  mdFormat: 'mdx' | 'markdown';
  /** What the config sets that docsgen leaves out, each said once. */
  notes: string[];
}

/** The config file of a Docusaurus project at `root`, or null. */
export function docusaurusConfigFile(root: string): string | null {
  return CONFIG_NAMES.map((name) => path.join(root, name)).find((file) => fs.existsSync(file)) ?? null;
}

type Options = Record<string, unknown>;

const asOptions = (value: unknown): Options => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Options) : {});
const asString = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The docs plugin's options: the classic preset's `docs`, or a `@docusaurus/plugin-content-docs` plugin's (the first). */
function docsOptions(config: Options): { options: Options; disabled: boolean } {
  for (const preset of Array.isArray(config.presets) ? config.presets : []) {
    const [name, options] = Array.isArray(preset) ? preset : [preset];
    if (typeof name === 'string' && /classic/.test(name)) {
      const docs = asOptions(options).docs;
      return { options: asOptions(docs), disabled: docs === false };
    }
  }
  for (const plugin of Array.isArray(config.plugins) ? config.plugins : []) {
    const [name, options] = Array.isArray(plugin) ? plugin : [plugin];
    if (typeof name === 'string' && /content-docs/.test(name)) return { options: asOptions(options), disabled: false };
  }
  return { options: {}, disabled: false };
}

const withSlashes = (route: string) => `/${route.split('/').filter(Boolean).join('/')}/`.replace(/^\/\/$/, '/');

/** Reads the project at `root` (which has a Docusaurus config); a config that cannot be evaluated leaves Docusaurus's defaults and a note. */
export async function readDocusaurusProject(root: string, configFile: string): Promise<DocusaurusProject> {
  const notes: string[] = [];
  const rel = path.relative(root, configFile);
  let config: Options = {};
  try {
    config = asOptions(await evaluateToolModule(configFile));
  } catch (error) {
    notes.push(`${rel} could not be read (${evaluationFailure(error)}): Docusaurus's defaults are used (pages in docs/, served under /docs/, .md compiled as MDX)`);
  }
  const { options, disabled } = docsOptions(config);
  if (disabled) notes.push(`${rel} turns the docs plugin off: docsgen builds docs/ all the same`);
  const basePath = withSlashes(asString(config.baseUrl) ?? '/');
  const url = asString(config.url);
  const configuredSidebar = options.sidebarPath;
  const sidebarFile =
    configuredSidebar === false
      ? null
      : typeof configuredSidebar === 'string'
        ? path.resolve(root, configuredSidebar)
        : (SIDEBAR_NAMES.map((name) => path.join(root, name)).find((file) => fs.existsSync(file)) ?? null);
  const staticDirs = Array.isArray(config.staticDirectories) ? config.staticDirectories.filter((dir): dir is string => typeof dir === 'string') : ['static'];
  if (staticDirs.length > 1) notes.push(`${rel} lists ${staticDirs.length} static folders: docsgen publishes the first, ${staticDirs[0]}/`);
  const format = asOptions(config.markdown).format;
  for (const key of ['i18n', 'themes', 'clientModules', 'scripts', 'stylesheets']) {
    if (config[key] !== undefined) notes.push(`${rel}'s \`${key}\` is not carried over`);
  }
  for (const plugin of Array.isArray(config.plugins) ? config.plugins : []) {
    const name = Array.isArray(plugin) ? plugin[0] : plugin;
    if (typeof name !== 'string' || !/content-docs/.test(name)) notes.push(`${rel}'s plugin ${typeof name === 'string' ? name : '(a plugin defined in the config)'} is not run`);
  }
  return {
    root,
    configFile,
    title: asString(config.title),
    siteUrl: url && `${url.replace(/\/+$/, '')}${basePath}`,
    basePath,
    docsDir: path.resolve(root, asString(options.path) ?? 'docs'),
    routeBase: withSlashes(asString(options.routeBasePath) ?? 'docs'),
    sidebarFile: sidebarFile && fs.existsSync(sidebarFile) ? sidebarFile : null,
    publicDir: path.resolve(root, staticDirs[0] ?? 'static'),
    mdFormat: format === 'detect' || format === 'md' ? 'markdown' : 'mdx',
    notes,
  };
}
