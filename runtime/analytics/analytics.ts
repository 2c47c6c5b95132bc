/** The global analytics function (gtag-style) every site event goes through (SPEC §7 Analytics events). */
import type { AnalyticsConfig } from '../config.ts';

export type GtagFunction = (...args: unknown[]) => void;

export interface EventFields {
  eventAction?: string;
  eventLabel?: string;
}

export interface Analytics {
  /** Calls the global analytics function, or queues the call in `dataLayer` while there is none. */
  gtag: GtagFunction;
  /** Sends a custom event: `gtag('event', category, { eventAction, eventLabel })`. */
  sendEvent(category: string, fields: EventFields): void;
}

/** Where the global function and the `dataLayer` queue live: `window` in the browser, a plain object in tests. */
export type AnalyticsScope = Record<string, unknown> & { dataLayer?: unknown[] };

const DEFAULT_FUNCTION_NAME = 'gtag';

// gtag.js replays queued `arguments` objects as commands (a plain array means something else to it), so queue those.
function argumentsOf(..._args: unknown[]): IArguments {
  return arguments;
}

/** Binds to the function named in `config` (default `gtag`), looked up at each call so one that loads later is used. */
export function getAnalytics(
  config: AnalyticsConfig = {},
  scope: AnalyticsScope = globalThis as unknown as AnalyticsScope,
): Analytics {
  const name = config.functionName ?? DEFAULT_FUNCTION_NAME;
  const gtag: GtagFunction = (...args) => {
    const fn = scope[name];
    if (typeof fn === 'function') fn(...args);
    else (scope.dataLayer ??= []).push(argumentsOf(...args));
  };
  return {
    gtag,
    sendEvent: (category, { eventAction, eventLabel }) => gtag('event', category, { eventAction, eventLabel }),
  };
}
