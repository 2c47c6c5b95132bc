/**
 * Loads the feedback island off the critical path: when the page goes idle or the reader heads for the widget, whichever
 * comes first. A click that lands before the chunk arrives is replayed once it is mounted, so the first vote is never lost.
 */
import type { PageData } from '../../pageData.ts';

const FEEDBACK_SELECTOR = '[data-feedback]';

/** Upper bound on waiting for idleness, so a busy page still gets its widget. */
const IDLE_TIMEOUT_MS = 2000;

export interface FeedbackLoaderEnv {
  document: Document;
  /** Runs `callback` once the main thread is idle. */
  whenIdle: (callback: () => void) => void;
  load: () => Promise<Pick<typeof import('./mountFeedback.ts'), 'mountFeedback'>>;
}

function browserEnv(): FeedbackLoaderEnv {
  return {
    document: globalThis.document,
    // Safari has no requestIdleCallback; a timeout still keeps the chunk out of the first render.
    whenIdle: (callback) =>
      'requestIdleCallback' in globalThis ? requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(callback, 1),
    load: () => import('./mountFeedback.ts'),
  };
}

/** Schedules the feedback island for the page's `[data-feedback]` section, if it has one. */
export function loadFeedback(page: PageData, env: FeedbackLoaderEnv = browserEnv()): void {
  const section = env.document.querySelector<HTMLElement>(FEEDBACK_SELECTOR);
  if (!section) return;
  const early: HTMLElement[] = [];
  let loading = false;

  const start = (): void => {
    if (loading) return;
    loading = true;
    env.load().then(
      ({ mountFeedback }) => {
        section.removeEventListener('click', queue);
        mountFeedback(section, page);
        for (const button of early.splice(0)) button.click();
      },
      () => {
        // The chunk could not be fetched (offline, or a deploy replaced it): a later click tries again.
        loading = false;
        if (early.splice(0).length) {
          const status = section.querySelector('[data-feedback-status]');
          if (status) status.textContent = status.getAttribute('data-failed');
        }
      },
    );
  };

  const queue = (event: Event): void => {
    const button = (event.target as Element).closest?.('button');
    if (button) early.push(button);
    start();
  };

  section.addEventListener('click', queue);
  section.addEventListener('pointerenter', start, { once: true });
  section.addEventListener('focusin', start, { once: true });
  env.whenIdle(start);
}
