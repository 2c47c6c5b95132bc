/** The site's full-page templates: read from the configured catalog, each a component served at its own route. */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../runtime/config.ts';
import { ContentError } from '../errors.ts';
import { importSiteModule } from '../site/siteModules.ts';
import type { DemoRef } from '../demos/collectDemos.ts';

export interface TemplatePage {
  name: string;
  title: string;
  description: string;
  route: string;
  /** The component module, hydrated like a demo. */
  demo: DemoRef;
  preview: string;
  previewDark: string;
  sourceHref?: string;
}

/** Loads the catalog named in config; an entry without its component file is a content error. */
export async function loadTemplates(config: SiteConfig, contentDir: string, root: string): Promise<TemplatePage[]> {
  if (!config.templates) return [];
  const catalogFile = path.join(contentDir, config.templates.catalog);
  const rel = path.relative(root, catalogFile);
  if (!fs.existsSync(catalogFile)) throw new ContentError('site config', `templates.catalog names ${rel}, which does not exist`);
  const entries = (await importSiteModule(catalogFile, root)).TEMPLATES;
  if (!Array.isArray(entries)) throw new ContentError(rel, 'the template catalog must export TEMPLATES, a list of { name, title, description }');
  const folder = path.dirname(catalogFile);
  const { routePrefix, sourceUrl } = config.templates;
  return entries.map((entry: { name?: unknown; title?: unknown; description?: unknown }, index: number) => {
    if (typeof entry.name !== 'string' || typeof entry.title !== 'string' || typeof entry.description !== 'string') {
      throw new ContentError(rel, `TEMPLATES[${index}] needs string name, title and description`);
    }
    const absFile = path.join(folder, entry.name, 'index.tsx');
    if (!fs.existsSync(absFile)) throw new ContentError(rel, `TEMPLATES[${index}] (${entry.name}) has no component: expected ${path.relative(root, absFile)}`);
    return {
      name: entry.name,
      title: entry.title,
      description: entry.description,
      route: `${routePrefix}${entry.name}/`,
      demo: { absFile, chunkName: `template-${entry.name}`, kind: 'material' },
      preview: `/static/templates/${entry.name}.svg`,
      previewDark: `/static/templates/${entry.name}-dark.svg`,
      sourceHref: sourceUrl ? `${sourceUrl}/${entry.name}` : undefined,
    };
  });
}
