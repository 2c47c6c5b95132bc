/** Where the search files go, and how they are named. */
import { contentHash } from '../build/hash.ts';

/** The folder, under the site root, that holds the search files. */
export const SEARCH_DIR = '/search/';
/** The manifest's URL path, the same in every build. */
export const SEARCH_MANIFEST_URL = `${SEARCH_DIR}manifest.json`;

/** The URL path of a search file named `name` and by a hash of its content. */
export function hashedUrl(name: string, content: string | Uint8Array): string {
  return `${SEARCH_DIR}${name}-${contentHash(content)}.json`;
}
