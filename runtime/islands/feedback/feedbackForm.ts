/**
 * The feedback widget as a state machine (SPEC §1, §8): idle → voted (form open) → submitting → submitted, or failed
 * with the vote and the comment kept so the reader can try again.
 */

/** 1: the page was helpful (thumb up); 0: it was not (thumb down). */
export type Rating = 0 | 1;

export type FeedbackState =
  | { status: 'idle' }
  | { status: 'voted'; rating: Rating; comment: string }
  | { status: 'submitting'; rating: Rating; comment: string }
  | { status: 'submitted'; rating: Rating }
  | { status: 'failed'; rating: Rating; comment: string };

export type FeedbackEvent =
  | { type: 'VOTE'; rating: Rating }
  | { type: 'EDIT'; comment: string }
  | { type: 'CANCEL' }
  | { type: 'SUBMIT' }
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED' };

export const IDLE: FeedbackState = { status: 'idle' };

/** The next state for `event` in `state`; an event a state does not handle returns the same object, so callers can skip re-rendering. */
export function feedbackTransition(state: FeedbackState, event: FeedbackEvent): FeedbackState {
  switch (state.status) {
    case 'idle':
      return event.type === 'VOTE' ? { status: 'voted', rating: event.rating, comment: '' } : state;
    case 'submitted':
      // Only a changed vote reopens the form: the same thumb again has nothing new to say.
      return event.type === 'VOTE' && event.rating !== state.rating ? { status: 'voted', rating: event.rating, comment: '' } : state;
    case 'voted':
    case 'failed':
      switch (event.type) {
        case 'VOTE':
          // Switching thumbs keeps what the reader has typed.
          return event.rating === state.rating ? state : { status: 'voted', rating: event.rating, comment: state.comment };
        case 'EDIT':
          return { ...state, comment: event.comment };
        case 'CANCEL':
          return IDLE;
        case 'SUBMIT':
          return { status: 'submitting', rating: state.rating, comment: state.comment };
        default:
          return state;
      }
    case 'submitting':
      // Votes, edits and repeated submits wait for the answer, so what is sent is what the form shows.
      if (event.type === 'SUCCEEDED') return { status: 'submitted', rating: state.rating };
      if (event.type === 'FAILED') return { status: 'failed', rating: state.rating, comment: state.comment };
      return state;
  }
}

/** What the widget shows for a state. */
export interface FeedbackView {
  /** The thumb shown pressed, or null for none. */
  pressed: Rating | null;
  formOpen: boolean;
  comment: string;
  busy: boolean;
  message: 'thanks' | 'failed' | null;
}

/** The rendering of `state`, kept pure so the DOM glue only copies it onto elements. */
export function feedbackView(state: FeedbackState): FeedbackView {
  switch (state.status) {
    case 'idle':
      return { pressed: null, formOpen: false, comment: '', busy: false, message: null };
    case 'voted':
      return { pressed: state.rating, formOpen: true, comment: state.comment, busy: false, message: null };
    case 'submitting':
      return { pressed: state.rating, formOpen: true, comment: state.comment, busy: true, message: null };
    case 'submitted':
      return { pressed: state.rating, formOpen: false, comment: '', busy: false, message: 'thanks' };
    case 'failed':
      return { pressed: state.rating, formOpen: true, comment: state.comment, busy: false, message: 'failed' };
  }
}
