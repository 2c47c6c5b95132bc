/** What an API page says and in which sections, shared by the HTML page, its Markdown export and its table of contents. */
import type { TocItem } from '../shell/TableOfContents.tsx';
import type { ApiRecord } from './apiRecord.ts';

export type ApiSectionId = 'props' | 'css' | 'slots' | 'parameters' | 'return-value';

export interface ApiSection {
  /** The `id` of the section's h2. */
  id: ApiSectionId;
  title: string;
}

/** The h2 sections of `api`'s page, in order: Props, then CSS classes and Slots when it has any; Parameters and Return value for a hook. */
export function apiSections(api: ApiRecord): ApiSection[] {
  if (api.kind === 'hook') {
    return [
      { id: 'parameters', title: 'Parameters' },
      { id: 'return-value', title: 'Return value' },
    ];
  }
  return [
    { id: 'props', title: 'Props' },
    ...(api.classes.length > 0 ? [{ id: 'css' as const, title: 'CSS classes' }] : []),
    ...(api.slots.length > 0 ? [{ id: 'slots' as const, title: 'Slots' }] : []),
  ];
}

/** The page's table of contents: one entry per section. */
export function apiToc(api: ApiRecord): TocItem[] {
  return apiSections(api).map((section) => ({ id: section.id, text: section.title, children: [] }));
}

/**
 * The short description under the title: the first paragraph of the JSDoc (skipping headings such as
 * CircularProgress's `## ARIA` and code samples), or a sentence saying what the page documents.
 */
export function apiDescription(api: ApiRecord): string {
  const paragraphs = api.description.split(/\n\s*\n/).map((paragraph) => paragraph.trim());
  const lead = paragraphs.find((paragraph) => paragraph !== '' && !/^(#{1,6}\s|```)/.test(paragraph));
  if (lead) return lead;
  return api.kind === 'hook'
    ? `API reference docs for the ${api.name} hook. Learn about its parameters and return value.`
    : `API reference docs for the React ${api.name} component. Learn about its props, CSS classes and other APIs.`;
}

/** The import statements as one snippet, alternatives separated by `// or` as the reference shows them. */
export function importCode(api: ApiRecord): string {
  return api.imports.join('\n// or\n');
}
