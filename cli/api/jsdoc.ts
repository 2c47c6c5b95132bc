/** Reading the JSDoc that declarations carry: description, `@default`, `@deprecated`, `@ignore`. */
import ts from 'typescript';

export interface SymbolDocs {
  description: string;
  default?: string;
  deprecated?: string;
  /** `@ignore`: the library marks the export as internal, not to be documented. */
  ignore: boolean;
}

/** Reads the JSDoc of `symbol` (for a parameter, its `@param` text). */
export function symbolDocs(checker: ts.TypeChecker, symbol: ts.Symbol): SymbolDocs {
  // `@param id - The id` is a common way of writing parameter docs; the dash is punctuation, not content.
  const description = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim().replace(/^-\s+/, '');
  const docs: SymbolDocs = { description, ignore: false };
  for (const tag of symbol.getJsDocTags(checker)) {
    const text = ts.displayPartsToString(tag.text).trim();
    if (tag.name === 'default') docs.default = text;
    else if (tag.name === 'deprecated') docs.deprecated = text;
    else if (tag.name === 'ignore') docs.ignore = true;
  }
  return docs;
}

/** Drops the "Demos:" and "API:" link lists that MUI generates into component JSDoc: the site builds those pages itself. */
export function withoutGeneratedLinks(description: string): string {
  const generated = /^\s*(Demos|API):\s*$/m.exec(description);
  return (generated ? description.slice(0, generated.index) : description).trim();
}
