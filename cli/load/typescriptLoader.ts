/**
 * The TypeScript loader for the site's own modules (config, nav trees, demos). docsgen itself runs from a plain
 * JavaScript bundle (bin/selfBundle.mjs), so the loader and its thread are started only when a site has TypeScript to
 * load: a folder of Markdown never pays for them.
 */
let register: (() => Promise<void>) | null = null;

/** Called by the command line when it runs from the bundle: the first TypeScript import registers the loader. */
export function registerTypeScriptLoaderOnDemand(): void {
  let registered: Promise<void> | undefined;
  register = () => {
    registered ??= import('tsx/esm/api').then(({ register: registerTsx }) => {
      registerTsx();
    });
    return registered;
  };
}

/** Makes sure TypeScript modules can be imported; a no-op where a loader is already in place (sources, tests). */
export async function ensureTypeScriptLoader(): Promise<void> {
  await register?.();
}
