/**
 * The render context, made the first time a step needs one. Making it loads React, MUI, the theme and the Markdown
 * pipeline: a build that takes every page, document and site file from the build cache never does.
 */
import type { MarkdownExtensions } from '../markdown/extensions.ts';
import type { RenderInputs } from '../render/renderContext.tsx';
import type { RenderContext } from '../render/renderPage.tsx';
import type { DocsTheme } from '../../templates/themes/types.ts';

export type RenderContextOnDemand = () => Promise<RenderContext>;

export function renderContextOnDemand(inputs: RenderInputs, extensions: MarkdownExtensions, siteTheme: DocsTheme | null): RenderContextOnDemand {
  let made: Promise<RenderContext> | null = null;
  return () => (made ??= import('../render/renderContext.tsx').then(({ createRenderContext }) => createRenderContext(inputs, extensions, siteTheme)));
}
