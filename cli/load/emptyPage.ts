/** A page with nothing to read is built, but said out loud: it is usually a file saved too early or emptied by mistake. */
import type { SourcePage } from '../model.ts';

/** The warning for a page with no content (null when it has some), naming the file. */
export function emptyPageWarning(page: Pick<SourcePage, 'file' | 'body' | 'frontMatter'>, hadFrontMatter: boolean): string | null {
  if (page.body.trim() !== '') return null;
  if (!hadFrontMatter) return `${page.file}: the page is empty; write its content or remove the file`;
  // Layouts other than the documentation page draw their content from the config and their components, not the body.
  if (page.frontMatter.layout !== undefined && page.frontMatter.layout !== 'docs') return null;
  return `${page.file}: the page has front matter but no content; write its content below the front matter or remove the file`;
}
