/**
 * Loads the feedback island off the critical path: when the widget scrolls into view or the reader heads for it,
 * whichever comes first. A click that lands before the chunk arrives is replayed once it is mounted, so the first vote is never lost.
 */
import type { PageData } from '../../pageData.ts';

const FEEDBACK_SELECTOR = '[data-feedback]';

export interface FeedbackLoaderEnv {
  document: Document;
  /** Runs `callback` once `element` is near the viewport. */
  whenVisible: (element: Element, callback: () => void) => void;
  load: () => Promise<Pick<typeof import('./mountFeedback.ts'), 'mountFeedback'>>;
}

function browserEnv(): FeedbackLoaderEnv {
  return {
    document: globalThis.document,
    whenVisible: (element, callback) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          callback();
        },
        { rootMargin: '300px' },
      );
      observer.observe(element);
    },
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
  env.whenVisible(section, start);
}
