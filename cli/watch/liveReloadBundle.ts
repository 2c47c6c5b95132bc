/** The live-reload client (runtime/liveReload/) bundled for the browser once per watch session, served as one module. */
import path from 'node:path';
import * as esbuild from 'esbuild';
import { DOCSGEN_ROOT } from '../../bin/docsgenRoot.mjs';

export async function bundleLiveReloadClient(eventsPath: string): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [path.join(DOCSGEN_ROOT, 'runtime/liveReload/liveReloadClient.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    write: false,
    define: { EVENTS_PATH: JSON.stringify(eventsPath) },
  });
  return result.outputFiles[0].text;
}
