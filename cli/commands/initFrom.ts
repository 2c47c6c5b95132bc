/**
 * `docsgen init --from docusaurus|vitepress|starlight [dir]` (the tool found from the folder when not named): the
 * smallest docsgen config that builds an existing docs project where it is, with the title, site URL and base path
 * read from the tool's config, and a list of what it could not carry over. The pages, the public folder and the
 * navigation (sidebars read as data) stay the tool's: docsgen reads them from the project at every build (load/tools/).
 */
import fs from 'node:fs';
import path from 'node:path';
import { UsageError } from '../errors.ts';
import { isStarlightProject } from '../load/pagesFolder.ts';
import { docusaurusConfigFile, readDocusaurusProject } from '../load/tools/docusaurusProject.ts';
import { evaluateToolModule, evaluationFailure, isToolCall } from '../load/tools/toolModule.ts';

export const SOURCE_TOOLS = ['docusaurus', 'vitepress', 'starlight'] as const;
export type SourceTool = (typeof SOURCE_TOOLS)[number];

/** What a tool's config gives a docsgen config, and what it has that docsgen leaves out. */
export interface ToolSetup {
  title?: string;
  siteUrl?: string;
  basePath: string;
  notCarried: string[];
}

const CONFIG_EXTENSIONS = ['ts', 'mts', 'js', 'mjs', 'cjs'];
const firstFile = (dir: string, stem: string) => CONFIG_EXTENSIONS.map((ext) => path.join(dir, `${stem}.${ext}`)).find((file) => fs.existsSync(file)) ?? null;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const asRecord = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
const slashed = (base: string | undefined) => `/${(base ?? '').split('/').filter(Boolean).join('/')}/`.replace('//', '/');

/** The tool the folder's docs were written for, by its config file; null when none is found. */
export function detectSourceTool(dir: string): SourceTool | null {
  if (docusaurusConfigFile(dir)) return 'docusaurus';
  if (firstFile(path.join(dir, '.vitepress'), 'config')) return 'vitepress';
  if (isStarlightProject(dir)) return 'starlight';
  return null;
}

async function readConfig(file: string, notCarried: string[], dir: string): Promise<Record<string, unknown>> {
  try {
    return asRecord(await evaluateToolModule(file));
  } catch (error) {
    notCarried.push(`${path.relative(dir, file)} could not be read (${evaluationFailure(error)}): its title, URL and base path`);
    return {};
  }
}

const FOLDER_NAV = 'the navigation is made from the folder, each folder a group, pages by front matter `order` then title';

/** Why a sidebar option cannot be read as data (computed by a package's function, or of another shape); undefined when it can or there is none. */
function unreadSidebar(sidebar: unknown, isData: (value: unknown) => boolean): string | undefined {
  if (sidebar === undefined) return undefined;
  if (isToolCall(sidebar)) return `is computed by ${sidebar.toolCall}(), which docsgen does not run`;
  return isData(sidebar) ? undefined : 'is not a list of entries';
}

async function vitePressSetup(dir: string): Promise<ToolSetup> {
  const notCarried: string[] = [];
  const file = firstFile(path.join(dir, '.vitepress'), 'config');
  const config = file ? await readConfig(file, notCarried, dir) : {};
  const theme = asRecord(config.themeConfig);
  const sidebarUnread = unreadSidebar(theme.sidebar, (value) => typeof value === 'object' && value !== null);
  if (sidebarUnread) notCarried.push(`themeConfig.sidebar ${sidebarUnread}: ${FOLDER_NAV}`);
  // With a sidebar, the sidebar is the navigation; without one, the top bar's links are.
  if (theme.nav !== undefined && theme.sidebar !== undefined) notCarried.push('themeConfig.nav: the top bar links (the sidebar is the navigation)');
  if (text(config.srcDir) && text(config.srcDir) !== '.') notCarried.push(`srcDir: pages are read from the project folder; run docsgen on ${config.srcDir}/ instead`);
  if (config.locales !== undefined) notCarried.push('locales: each language folder is built as pages of its own');
  return { title: text(config.title), siteUrl: undefined, basePath: slashed(text(config.base)), notCarried };
}

async function starlightSetup(dir: string): Promise<ToolSetup> {
  const notCarried: string[] = [];
  const file = firstFile(dir, 'astro.config');
  const config = file ? await readConfig(file, notCarried, dir) : {};
  const integrations = Array.isArray(config.integrations) ? config.integrations : [];
  const starlight = integrations.find((entry) => isToolCall(entry) && /starlight/.test(entry.toolCall));
  const options = asRecord(isToolCall(starlight) ? starlight.args[0] : undefined);
  const title = typeof options.title === 'object' ? text(Object.values(asRecord(options.title))[0]) : text(options.title);
  const sidebarUnread = unreadSidebar(options.sidebar, Array.isArray);
  if (sidebarUnread) notCarried.push(`sidebar ${sidebarUnread}: ${FOLDER_NAV.replace('the folder', 'src/content/docs/')}`);
  for (const key of ['social', 'customCss', 'components', 'plugins', 'locales']) if (options[key] !== undefined) notCarried.push(`Starlight's \`${key}\``);
  for (const entry of integrations) if (entry !== starlight) notCarried.push(`the Astro integration ${isToolCall(entry) ? entry.toolCall : '(defined in the config)'}`);
  const site = text(config.site);
  const basePath = slashed(text(config.base));
  return { title, siteUrl: site && `${site.replace(/\/+$/, '')}${basePath}`, basePath, notCarried };
}

async function docusaurusSetup(dir: string): Promise<ToolSetup> {
  const configFile = docusaurusConfigFile(dir);
  if (!configFile) throw new UsageError(`${dir} has no docusaurus.config.*: nothing to set up from`);
  const project = await readDocusaurusProject(dir, configFile);
  return { title: project.title, siteUrl: project.siteUrl, basePath: project.basePath, notCarried: project.notes };
}

const SETUPS: Record<SourceTool, (dir: string) => Promise<ToolSetup>> = { docusaurus: docusaurusSetup, vitepress: vitePressSetup, starlight: starlightSetup };

/** What `tool`'s config in `dir` gives a docsgen config. */
export function readToolSetup(tool: SourceTool, dir: string): Promise<ToolSetup> {
  return SETUPS[tool](dir);
}

const literal = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The docsgen config for a tool's project: the title and URL, no products (the tool's pages and nav are read as they are). */
export function toolSiteConfig(tool: SourceTool, setup: ToolSetup, fallbackTitle: string): string {
  const url = setup.siteUrl ?? 'https://example.com';
  return `// docsgen builds this ${tool} project where it is: pages, public folder and navigation are read from the project.
export default {
  title: ${literal(setup.title ?? fallbackTitle)},
  // Canonical links and the sitemap use it${setup.siteUrl ? '' : ': set it to where the site will be published'}.
  siteUrl: ${literal(url)},
  languages: ['en'],
  // None: the navigation is the ${tool} project's.
  products: [],
  // Broken links are listed rather than fatal while the docs are brought over; make it 'error' once none is left.
  links: 'warn',
};
`;
}

/** Writes the config for the project in `dir` and says what was carried over and what was not. */
export async function runInitFrom(dir: string, named: SourceTool | undefined): Promise<void> {
  const target = path.resolve(dir);
  const tool = named ?? detectSourceTool(target);
  if (!tool) throw new UsageError(`${dir} has no Docusaurus, VitePress or Starlight config: name the tool with --from, or run init in an empty folder`);
  const configFile = path.join(target, 'site.config.ts');
  if (fs.existsSync(configFile)) throw new UsageError(`${dir} already has site.config.ts: nothing was written`);
  const setup = await readToolSetup(tool, target);
  fs.writeFileSync(configFile, toolSiteConfig(tool, setup, path.basename(target)));
  const shown = path.relative(process.cwd(), target) || '.';
  const base = setup.basePath === '/' ? '' : ` --base ${setup.basePath}`;
  const notCarried = setup.notCarried.length ? `Not carried over:\n${setup.notCarried.map((line) => `  - ${line}\n`).join('')}` : 'Everything docsgen reads was carried over.\n';
  process.stdout.write(
    `Set up a docsgen site around the ${tool} project in ${shown}: wrote site.config.ts (title${setup.siteUrl ? ', site URL' : ''}; pages, public folder and navigation are read from the project)\n` +
      notCarried +
      `Next: npx docsgen build${shown === '.' ? '' : ` ${shown}`}${base}\n`,
  );
}
