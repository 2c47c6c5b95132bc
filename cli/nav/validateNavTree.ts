/** The shape check of a navigation tree as loaded from its module, with errors that name the bad entry. */
import { ContentError } from '../errors.ts';
import { findDuplicate } from '../../templates/shell/navTree.ts';
import type { NavPage } from '../../runtime/navTypes.ts';

/** Checks a nav tree loaded from `file` (shape, then duplicates) and throws a ContentError naming the bad entry. */
export function validateNavTree(pages: unknown, file: string): asserts pages is NavPage[] {
  if (!Array.isArray(pages)) {
    throw new ContentError(file, 'The nav tree must be an array of entries, e.g. `export default [{ pathname: "/a" }]`');
  }
  checkEntryShapes(pages, 'entry ', file);
  const duplicate = findDuplicate(pages);
  if (duplicate) {
    throw new ContentError(file, `Duplicated pathname ${duplicate.page.pathname} in pages`);
  }
}

function checkEntryShapes(entries: readonly unknown[], where: string, file: string): void {
  for (const [index, entry] of entries.entries()) {
    const here = `${where}[${index}]`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      throw new ContentError(file, `${here} is not an object: write it as { pathname: "/a/b", title: "…" }`);
    }
    const { pathname, title, children } = entry as Record<string, unknown>;
    if (typeof pathname !== 'string' || pathname === '') {
      throw new ContentError(file, `${here} has no pathname: add one, e.g. pathname: "/material-ui/react-button"`);
    }
    if (title !== undefined && title !== false && typeof title !== 'string') {
      throw new ContentError(
        file,
        `${here} (${pathname}) has a title of type ${typeof title}: use a string, or false to hide the title`,
      );
    }
    if (children !== undefined && !Array.isArray(children)) {
      throw new ContentError(file, `${here} (${pathname}) has children that are not an array of entries`);
    }
    if (children) {
      checkEntryShapes(children, `${here}.children`, file);
    }
  }
}
