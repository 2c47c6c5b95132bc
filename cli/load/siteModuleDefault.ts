/** The default export of a site module (the config, a navigation tree), a failure to load it reported against its file. */
import path from 'node:path';
import { ContentError, contentErrorsIn } from '../errors.ts';
import { importSiteModule } from '../site/siteModules.ts';

/** `what` names the module in the error, e.g. "the config". */
export async function importSiteDefault(file: string, root: string, what: string): Promise<unknown> {
  try {
    return (await importSiteModule(file, root)).default;
  } catch (error) {
    if (contentErrorsIn(error)) throw error;
    throw new ContentError(path.relative(root, file), `${what} could not be loaded: ${(error as Error).message}`);
  }
}
