/**
 * Input a reader gives a live demo before its code has run: recorded from the first moment the page runs
 * (noteIntent.ts, in the page's runtime) and kept on the island element, then replayed on the hydrated demo
 * (replayPendingInput.ts, in the islands chunk). Types only: the two sides share no code.
 */

/** One recorded event. */
export interface PendingInput {
  type: string;
  /** Child indexes from the island down to the event's target; null when it landed outside (a drag that left it). */
  path: number[] | null;
  /** The event's own fields, coordinates relative to the island's box (the page may have moved since). */
  init: Record<string, unknown>;
  /** For an `input` event: the control's value right after it. */
  value?: string;
}

export interface RecordingIsland extends HTMLElement {
  /** The input recorded so far, in order; null once the island is live and has replayed it. */
  pendingInput?: PendingInput[] | null;
}
