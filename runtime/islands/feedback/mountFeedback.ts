/** Browser glue of the feedback widget: runs the form machine on the server-rendered `<section data-feedback>` and posts the vote. */
import type { PageData } from '../../pageData.ts';
import { feedbackTransition, feedbackView, IDLE, type FeedbackEvent, type FeedbackState, type Rating } from './feedbackForm.ts';

/** The parts of FeedbackWidget.tsx this glue drives; the widget's markup test checks it has each. */
export const FEEDBACK_PARTS = {
  vote: '[data-feedback-rating]',
  form: 'form',
  comment: 'textarea',
  cancel: '[data-feedback-cancel]',
  status: '[data-feedback-status]',
} as const;

/** The request body of `POST /api/feedback` (cli/feedback/validateFeedback.ts). */
export interface FeedbackPayload {
  page: string;
  rating: Rating;
  comment?: string;
  version: string;
  language: string;
}

export type FeedbackFetch = (url: string, init: { method: 'POST'; headers: Record<string, string>; body: string }) => Promise<{ ok: boolean }>;

export interface FeedbackEnv {
  fetch: FeedbackFetch;
}

/** The body for a vote on `page`; a blank comment is left out rather than sent empty. */
export function feedbackPayload(page: PageData, rating: Rating, comment: string): FeedbackPayload {
  const text = comment.trim();
  return { page: page.route, rating, ...(text ? { comment: text } : {}), version: page.version, language: page.language };
}

/** Wires the widget in `section`: votes open the form, Submit or Ctrl/Cmd+Enter posts, Cancel discards. */
export function mountFeedback(
  section: HTMLElement,
  page: PageData,
  env: FeedbackEnv = { fetch: (url, init) => globalThis.fetch(url, init) },
): void {
  const endpoint = page.feedback?.endpoint;
  if (!endpoint) throw new Error('docsgen: the feedback config is missing: the page has a feedback widget but the site config has no `feedback` section.');
  const votes = [...section.querySelectorAll<HTMLElement>(FEEDBACK_PARTS.vote)];
  const form = section.querySelector(FEEDBACK_PARTS.form)!;
  const comment = form.querySelector(FEEDBACK_PARTS.comment)!;
  const status = section.querySelector(FEEDBACK_PARTS.status)!;
  const voteButton = (rating: Rating) => votes.find((button) => button.getAttribute('data-feedback-rating') === String(rating));
  let state: FeedbackState = IDLE;

  const render = (): void => {
    const view = feedbackView(state);
    for (const button of votes) button.setAttribute('aria-pressed', String(button.getAttribute('data-feedback-rating') === String(view.pressed)));
    form.hidden = !view.formOpen;
    form.setAttribute('aria-busy', String(view.busy));
    // The machine ignores edits while posting; read-only keeps the field from showing text that would then be dropped.
    comment.readOnly = view.busy;
    // Only when they differ: rewriting an equal value would move the caret to the end while the reader types.
    if (comment.value !== view.comment) comment.value = view.comment;
    // The wording comes from the server markup, so this chunk carries no UI strings of its own.
    status.textContent = view.message ? (status.getAttribute(`data-${view.message}`) ?? '') : '';
    section.setAttribute('data-state', state.status);
  };

  /** Applies `event`; returns whether the state changed. */
  const send = (event: FeedbackEvent): boolean => {
    const previous = state;
    state = feedbackTransition(state, event);
    if (state === previous) return false;
    const focusInForm = form.contains(section.ownerDocument.activeElement);
    render();
    if (event.type === 'VOTE') comment.focus();
    // The button that had focus was just hidden; without this, keyboard focus would fall back to the top of the page.
    else if (form.hidden && focusInForm && previous.status !== 'idle') voteButton(previous.rating)?.focus();
    return true;
  };

  const submit = (): void => {
    // Unchanged means nothing to send, or a post already in flight (a second Ctrl+Enter).
    if (!send({ type: 'SUBMIT' }) || state.status !== 'submitting') return;
    const body = JSON.stringify(feedbackPayload(page, state.rating, state.comment));
    env
      .fetch(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
      .then(
        (response) => response.ok,
        () => false,
      )
      .then((ok) => send({ type: ok ? 'SUCCEEDED' : 'FAILED' }));
  };

  section.addEventListener('click', (event) => {
    const target = event.target as Element;
    const vote = target.closest?.(FEEDBACK_PARTS.vote);
    if (vote) send({ type: 'VOTE', rating: vote.getAttribute('data-feedback-rating') === '1' ? 1 : 0 });
    else if (target.closest?.(FEEDBACK_PARTS.cancel)) send({ type: 'CANCEL' });
  });
  comment.addEventListener('input', () => send({ type: 'EDIT', comment: comment.value }));
  comment.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    submit();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submit();
  });
}
