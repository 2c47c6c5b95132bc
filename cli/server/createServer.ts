/** The HTTP server of `docsgen serve`: an optional hook, the feedback endpoint, then the built files. */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createFeedbackHandler, type FeedbackOptions } from '../feedback/feedbackHandler.ts';
import { FEEDBACK_BODY_TIMEOUT_MS } from '../feedback/feedbackLimits.ts';
import { clientAddressResolver } from './clientAddress.ts';
import { DEFAULT_CONNECTION_LIMITS, limitConnections, type ConnectionLimits } from './connectionLimits.ts';
import { formatPath, parseRequestTarget } from './requestTarget.ts';
import { sendText } from './respond.ts';
import { createStaticHandler } from './staticFiles.ts';

export interface DocsServerOptions {
  /** The built site; looked up again on every request because each build swaps the folder. */
  outDir: string;
  /** Mounts the feedback endpoint when present. */
  feedback?: FeedbackOptions;
  /** Runs first (watch mode adds its live-reload routes here); returns true when it answered the request. */
  onRequest?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Where unexpected errors are reported; defaults to stderr. */
  log?: (message: string) => void;
  /** Proxy addresses whose `X-Forwarded-For` names the client (for rate limits); they have no per-address connection cap. */
  trustProxy?: readonly string[];
  /** Caps on open connections; defaults to DEFAULT_CONNECTION_LIMITS. */
  connections?: ConnectionLimits;
  /** Time for a client to send its request headers; defaults to HEADERS_TIMEOUT_MS. */
  headersTimeoutMs?: number;
}

/** A client that has not sent its headers in this time is answered 408 and closed. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** Time for a whole request, body included (the feedback endpoint answers a slow body with its own 408 first). */
const REQUEST_TIMEOUT_MARGIN_MS = 5_000;
/** A connection with no traffic at all for this long is closed (a stalled download, a socket left open). */
const IDLE_TIMEOUT_MS = 30_000;
/** How often Node checks the header and request deadlines; its default (30 s) would stretch a 10 s limit to 40. */
const TIMEOUT_CHECK_MS = 1_000;

/** The canonical path of the endpoint, so `/api/feedback` and `/api/feedback/` name the same thing. */
function endpointPath(endpoint: string): string {
  const target = parseRequestTarget(endpoint);
  if (!target.ok) throw new Error(`Invalid feedback endpoint ${JSON.stringify(endpoint)}: ${target.reason}`);
  return formatPath(target.segments, false);
}

/** Creates (does not start) the server; call `listen` on it. Closing it closes the feedback store. */
export function createDocsServer(options: DocsServerOptions): http.Server {
  const log = options.log ?? ((message: string) => console.error(message));
  const serveStatic = createStaticHandler(options.outDir);
  const trustProxy = options.trustProxy ?? [];
  const feedback = options.feedback && createFeedbackHandler(options.feedback, clientAddressResolver(trustProxy), log);
  const feedbackPath = options.feedback && endpointPath(options.feedback.endpoint);

  const isFeedbackRequest = (req: IncomingMessage) => {
    if (!feedback) return false;
    const target = parseRequestTarget(req.url ?? '');
    return target.ok && formatPath(target.segments, false) === feedbackPath;
  };

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (options.onRequest?.(req, res)) return;
    if (feedback && isFeedbackRequest(req)) return feedback.handle(req, res);
    return serveStatic(req, res);
  }

  const headersTimeout = options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;
  const bodyTimeout = options.feedback?.bodyTimeoutMs ?? FEEDBACK_BODY_TIMEOUT_MS;
  const serverOptions: http.ServerOptions = {
    headersTimeout,
    requestTimeout: Math.max(headersTimeout, bodyTimeout) + REQUEST_TIMEOUT_MARGIN_MS,
    connectionsCheckingInterval: TIMEOUT_CHECK_MS,
  };
  const server = http.createServer(serverOptions, (req, res) => {
    // Nothing a client sends may bring the server down: every failure becomes a logged 500.
    route(req, res).catch((error: unknown) => {
      log(`docsgen serve: ${req.method} ${req.url} failed: ${(error as Error)?.stack ?? error}`);
      if (res.headersSent) res.destroy();
      else sendText(res, 500, 'Internal server error');
    });
  });
  server.setTimeout(IDLE_TIMEOUT_MS, (socket) => socket.destroy());
  server.on('connection', (socket: Socket) => {
    // Node's header deadline starts with the first byte: a connection that sends nothing gets the same time to start.
    socket.setTimeout(headersTimeout);
    socket.once('data', () => socket.setTimeout(IDLE_TIMEOUT_MS));
  });
  limitConnections(server, options.connections ?? DEFAULT_CONNECTION_LIMITS, trustProxy);
  server.on('close', () => {
    feedback?.close().catch((error: unknown) => log(`docsgen serve: closing the feedback store failed: ${error}`));
  });
  return server;
}
