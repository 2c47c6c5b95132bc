/** Lets Node import demos that import stylesheets, for their server render. */
import { register } from 'node:module';

let registered = false;

/** Registers, once per process, the hooks that load `.css` imports as empty modules. */
export function ignoreStylesheetImports(): void {
  if (registered) return;
  registered = true;
  register('./stylesheetImportHooks.mjs', import.meta.url);
}
