/** Lets Node import demos that import stylesheets, for their server render. */
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DOCSGEN_ROOT } from '../../bin/docsgenRoot.mjs';

let registered = false;

/** Registers, once per process, the hooks that load `.css` imports as empty modules. */
export function ignoreStylesheetImports(): void {
  if (registered) return;
  registered = true;
  register(pathToFileURL(path.join(DOCSGEN_ROOT, 'cli/demos/stylesheetImportHooks.mjs')));
}
