/**
 * A copy of a JSON value of strings cut out of a larger one (matches and sections of a page's HTML) that shares no
 * memory with it. V8 keeps a substring as a view of its parent, so a page's ids or links kept until the end of the
 * build would keep the page's whole HTML alive with them.
 */
export function detachedCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
