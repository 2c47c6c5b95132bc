/** `docsgen serve [root] [--out DIR] [--port] [--host] [--watch] [--data DIR] [--trust-proxy ADDRESS] [limits]` */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createDocsServer } from '../server/createServer.ts';
import { LISTEN_BACKLOG } from '../server/connectionLimits.ts';
import { loadConfig } from '../load/loadConfig.ts';
import { builtRoutes } from '../server/builtRoutes.ts';
import { runBuild } from './build.ts';
import { startWatchMode } from '../watch/watchMode.ts';
import { siteRoot } from './siteRoot.ts';
import type { LinkPolicy } from '../../runtime/config.ts';

export interface ServeOptions {
  out: string;
  port: number;
  host: string;
  watch: boolean;
  data: string;
  trustProxy: string[];
  /** Seconds. */
  bodyTimeout: number;
  maxConnections: number;
  maxConnectionsPerAddress: number;
  /** Whether broken links fail a build or are listed as warnings; overrides the config's `links`. */
  links?: LinkPolicy;
}

export async function runServe(root: string, options: ServeOptions): Promise<void> {
  const site = siteRoot(root);
  const outDir = path.resolve(options.out);
  if (!fs.existsSync(outDir) && !options.watch) {
    process.stdout.write(`No build in ${options.out} yet; building first.\n`);
    await runBuild(site, { out: options.out, base: '/', links: options.links });
  }
  const { config } = await loadConfig(site);
  const watch = options.watch ? await startWatchMode({ root: site, outDir, links: options.links }) : null;
  const server = createDocsServer({
    outDir,
    feedback: config.feedback?.enabled
      ? {
          endpoint: config.feedback.endpoint,
          dataDir: path.resolve(options.data),
          knownRoutes: () => builtRoutes(outDir),
          bodyTimeoutMs: options.bodyTimeout * 1000,
        }
      : undefined,
    onRequest: watch?.handleRequest,
    trustProxy: options.trustProxy,
    connections: { maxConnections: options.maxConnections, maxConnectionsPerAddress: options.maxConnectionsPerAddress },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port, host: options.host, backlog: LISTEN_BACKLOG }, resolve);
  });
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`Serving ${path.relative(process.cwd(), outDir) || '.'} at http://${options.host}:${port}/${watch ? ' (watching for changes)' : ''}\n`);
  const stop = () => {
    watch?.close();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await new Promise(() => {});
}
