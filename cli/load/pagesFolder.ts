/**
 * Where a site folder without a docsgen config keeps its pages: the folder itself, or, for an Astro Starlight project
 * (an Astro config beside `src/content/docs/`), that content folder, so its pages get the routes Starlight gives them
 * (`src/content/docs/guides/x.mdx` is `/guides/x/`) and its README and other files are not taken for pages; for a
 * Docusaurus project, `docs/` (the docs folder its config names, when another, is read with the config: tools/).
 */
import fs from 'node:fs';
import path from 'node:path';
import { docusaurusConfigFile } from './tools/docusaurusProject.ts';

const ASTRO_CONFIGS = ['astro.config.mjs', 'astro.config.ts', 'astro.config.js', 'astro.config.mts', 'astro.config.cjs'];
const STARLIGHT_CONTENT = path.join('src', 'content', 'docs');

/** The Astro config of the project at `root`, or undefined. */
export function astroConfigFile(root: string): string | undefined {
  return ASTRO_CONFIGS.map((name) => path.join(root, name)).find((file) => fs.existsSync(file));
}

/** Whether `root` is an Astro project with Starlight's content folder. */
export function isStarlightProject(root: string): boolean {
  return Boolean(astroConfigFile(root)) && Boolean(fs.statSync(path.join(root, STARLIGHT_CONTENT), { throwIfNoEntry: false })?.isDirectory());
}

/**
 * Whether `root` is another docs tool's project (Docusaurus, VitePress or Starlight): a docsgen config beside its
 * config (as `init --from` writes it) keeps the tool's pages folder and, with no products, its navigation.
 */
export function isToolProject(root: string): boolean {
  return Boolean(docusaurusConfigFile(root)) || isStarlightProject(root) || Boolean(fs.statSync(path.join(root, '.vitepress'), { throwIfNoEntry: false })?.isDirectory());
}

export function configlessPagesFolder(root: string): string {
  if (docusaurusConfigFile(root)) return path.join(root, 'docs');
  return isStarlightProject(root) ? path.join(root, STARLIGHT_CONTENT) : root;
}
