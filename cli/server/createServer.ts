/** The HTTP server of `docsgen serve`: an optional hook, the feedback endpoint, then the built files. */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { createFeedbackHandler, type FeedbackOptions } from '../feedback/feedbackHandler.ts';
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
}

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
  const feedback = options.feedback && createFeedbackHandler(options.feedback, log);
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

  const server = http.createServer((req, res) => {
    // Nothing a client sends may bring the server down: every failure becomes a logged 500.
    route(req, res).catch((error: unknown) => {
      log(`docsgen serve: ${req.method} ${req.url} failed: ${(error as Error)?.stack ?? error}`);
      if (res.headersSent) res.destroy();
      else sendText(res, 500, 'Internal server error');
    });
  });
  server.on('close', () => {
    feedback?.close().catch((error: unknown) => log(`docsgen serve: closing the feedback store failed: ${error}`));
  });
  return server;
}
