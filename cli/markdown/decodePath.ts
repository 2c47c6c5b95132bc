/** A URL path as the file name it names. */

/** `%20` and friends name real characters of the file name; a malformed escape is taken literally. */
export function decodePath(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}
