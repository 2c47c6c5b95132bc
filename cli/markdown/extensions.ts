/**
 * Markdown extensions from a site's plugins: remark plugins run after docsgen's own remark plugins, rehype plugins
 * after docsgen's own rehype plugins (so headings already have their ids), on Markdown and MDX pages alike.
 */
import type { PluggableList } from 'unified';

export interface MarkdownExtensions {
  remarkPlugins: PluggableList;
  rehypePlugins: PluggableList;
}

/** No extensions: the pipeline as docsgen ships it. */
export const NO_EXTENSIONS: MarkdownExtensions = { remarkPlugins: [], rehypePlugins: [] };

/** The extensions of every plugin, in plugin order; NO_EXTENSIONS itself when none has any. */
export function markdownExtensionsOf(plugins: readonly { remarkPlugins?: PluggableList; rehypePlugins?: PluggableList }[]): MarkdownExtensions {
  const remarkPlugins = plugins.flatMap((plugin) => plugin.remarkPlugins ?? []);
  const rehypePlugins = plugins.flatMap((plugin) => plugin.rehypePlugins ?? []);
  return remarkPlugins.length || rehypePlugins.length ? { remarkPlugins, rehypePlugins } : NO_EXTENSIONS;
}
