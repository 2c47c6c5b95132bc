/** Escaping for HTML and XML written as strings: the one owner of entity encoding in the build. */

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an attribute value or a text node of HTML or XML (sitemaps, feeds): all five special characters encoded. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** Text for a text node only, such as code: quotes stay as written, so the markup stays as small and readable as the source. */
export function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (c) => ENTITIES[c]!);
}
