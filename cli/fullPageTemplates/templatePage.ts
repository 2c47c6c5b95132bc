/** A full-page template and where a site's templates are listed (types only). */
import type { DemoRef } from '../demos/demoRef.ts';

export interface TemplatePage {
  name: string;
  title: string;
  description: string;
  route: string;
  /** The gallery page that lists every template. */
  galleryRoute: string;
  /** The component module, hydrated like a demo. */
  demo: DemoRef;
  preview: string;
  previewDark: string;
  sourceHref?: string;
}

/** Where a site's full-page templates are listed and served. */
export interface TemplatesOptions {
  /** Module path relative to the content folder, exporting `TEMPLATES: {name, title, description}[]`; each template is `<its folder>/<name>/index.tsx`. */
  catalog: string;
  /** Route prefix, e.g. `/material-ui/getting-started/templates/`. */
  routePrefix: string;
  /** Base URL of the template sources for "Source code" links. */
  sourceUrl?: string;
}
