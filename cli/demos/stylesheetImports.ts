/** The stylesheets a demo file imports (`import './styles.css';`): the build adds them to the page, the bundles skip them. */
import { ContentError } from '../errors.ts';

export interface StylesheetImport {
  /** As written, e.g. `./styles.css`. */
  specifier: string;
  line: number;
}

const CSS_IMPORT = /^[ \t]*import\s+(?:([^'";]+?)\s+from\s+)?(['"])([^'"]+\.css)\2/gm;

/** Every `.css` import of `source`; a named or non-relative one fails with the file and line, since nothing could satisfy it. */
export function stylesheetImports(source: string, file: string): StylesheetImport[] {
  return [...source.matchAll(CSS_IMPORT)].map((match) => {
    const specifier = match[3];
    const line = source.slice(0, match.index).split('\n').length;
    if (match[1]) {
      throw new ContentError(file, `import the stylesheet for its rules only, as import '${specifier}';: docsgen adds it to the page, so it has no exports`, { line });
    }
    if (!specifier.startsWith('./') && !specifier.startsWith('../')) {
      throw new ContentError(file, `a demo imports its stylesheets by a relative path such as './styles.css', not "${specifier}"`, { line });
    }
    return { specifier, line };
  });
}
