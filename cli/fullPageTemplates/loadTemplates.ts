/** The site's full-page templates: read from the configured catalog, each a component served at its own route. */
import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from '../errors.ts';
import { TEMPLATE_LIBRARY } from '../demos/demoLibraries.ts';
import { importSiteModule } from '../site/siteModules.ts';
import type { TemplatePage, TemplatesOptions } from './templatePage.ts';

/** Loads the catalog; an entry without its component file is a content error. */
export async function loadTemplates(options: TemplatesOptions, contentDir: string, root: string): Promise<TemplatePage[]> {
  const catalogFile = path.join(contentDir, options.catalog);
  const rel = path.relative(root, catalogFile);
  if (!fs.existsSync(catalogFile)) throw new ContentError('site config', `the templates catalog ${rel} does not exist`);
  const entries = (await importSiteModule(catalogFile, root)).TEMPLATES;
  if (!Array.isArray(entries)) throw new ContentError(rel, 'the template catalog must export TEMPLATES, a list of { name, title, description }');
  const folder = path.dirname(catalogFile);
  const { routePrefix, sourceUrl } = options;
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
      galleryRoute: routePrefix,
      demo: { absFile, chunkName: `template-${entry.name}`, theme: 'material', library: TEMPLATE_LIBRARY },
      preview: `/static/templates/${entry.name}.svg`,
      previewDark: `/static/templates/${entry.name}-dark.svg`,
      sourceHref: sourceUrl ? `${sourceUrl}/${entry.name}` : undefined,
    };
  });
}
