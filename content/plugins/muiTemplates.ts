/** The bundled site's full-page templates (dashboard, sign-in, …): each a component on its own page, listed in the gallery. */
import type { DocsgenPlugin } from '../../cli/plugins/plugin.ts';
import { loadTemplates } from '../../cli/fullPageTemplates/loadTemplates.ts';
import type { TemplatesOptions } from '../../cli/fullPageTemplates/templatePage.ts';

/** `options` are the config's: where the catalog is, the routes and the source links. */
export default function muiTemplates(options: TemplatesOptions): DocsgenPlugin {
  return {
    name: 'mui-templates',
    async generate({ root, contentDir }) {
      return { templates: await loadTemplates(options, contentDir, root) };
    },
  };
}
