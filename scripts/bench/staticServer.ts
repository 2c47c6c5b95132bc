/** Run by staticServing.ts: serves a built folder with docsgen's server or with sirv, and prints its port. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';
import { createDocsServer } from '../../cli/server/createServer.ts';

const [kind, dir] = process.argv.slice(2);
const server =
  kind === 'sirv'
    ? http.createServer(sirv(dir, { etag: true }))
    : createDocsServer({ outDir: dir, connections: { maxConnections: 1000, maxConnectionsPerAddress: 1000 } });
server.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`));
