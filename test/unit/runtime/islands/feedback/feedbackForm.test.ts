import { describe, expect, it } from 'vitest';
import { feedbackTransition, feedbackView, IDLE, type FeedbackEvent, type FeedbackState } from '../../../../../runtime/islands/feedback/feedbackForm.ts';

const run = (...events: FeedbackEvent[]): FeedbackState => events.reduce(feedbackTransition, IDLE);

describe('feedbackTransition', () => {
  it('opens the form on a vote, with an empty comment', () => {
    const state = run({ type: 'VOTE', rating: 1 });
    expect(state).toEqual({ status: 'voted', rating: 1, comment: '' });
    expect(feedbackView(state)).toEqual({ pressed: 1, formOpen: true, comment: '', busy: false, message: null });
  });

  it('changes the vote and keeps the typed comment', () => {
    expect(run({ type: 'VOTE', rating: 1 }, { type: 'EDIT', comment: 'typo' }, { type: 'VOTE', rating: 0 })).toEqual({
      status: 'voted',
      rating: 0,
      comment: 'typo',
    });
  });

  it('returns the same object for the same vote, so the glue need not re-render or refocus', () => {
    const voted = run({ type: 'VOTE', rating: 0 });
    expect(feedbackTransition(voted, { type: 'VOTE', rating: 0 })).toBe(voted);
  });

  it('submits: voted → submitting → submitted, with the thanks message and the form closed', () => {
    const submitting = run({ type: 'VOTE', rating: 1 }, { type: 'EDIT', comment: 'Great' }, { type: 'SUBMIT' });
    expect(submitting).toEqual({ status: 'submitting', rating: 1, comment: 'Great' });
    expect(feedbackView(submitting).busy).toBe(true);
    const submitted = feedbackTransition(submitting, { type: 'SUCCEEDED' });
    expect(submitted).toEqual({ status: 'submitted', rating: 1 });
    expect(feedbackView(submitted)).toEqual({ pressed: 1, formOpen: false, comment: '', busy: false, message: 'thanks' });
  });

  it('keeps the vote and the comment when the submission fails, with the form still open', () => {
    const failed = run({ type: 'VOTE', rating: 0 }, { type: 'EDIT', comment: 'Missing example' }, { type: 'SUBMIT' }, { type: 'FAILED' });
    expect(failed).toEqual({ status: 'failed', rating: 0, comment: 'Missing example' });
    expect(feedbackView(failed)).toEqual({ pressed: 0, formOpen: true, comment: 'Missing example', busy: false, message: 'failed' });
  });

  it('retries from failed with what the form holds', () => {
    const failed = run({ type: 'VOTE', rating: 0 }, { type: 'SUBMIT' }, { type: 'FAILED' });
    expect(feedbackTransition(feedbackTransition(failed, { type: 'EDIT', comment: 'again' }), { type: 'SUBMIT' })).toEqual({
      status: 'submitting',
      rating: 0,
      comment: 'again',
    });
  });

  it('cancels back to idle, dropping the unsent vote and comment', () => {
    expect(run({ type: 'VOTE', rating: 1 }, { type: 'EDIT', comment: 'x' }, { type: 'CANCEL' })).toBe(IDLE);
    expect(run({ type: 'VOTE', rating: 1 }, { type: 'SUBMIT' }, { type: 'FAILED' }, { type: 'CANCEL' })).toBe(IDLE);
    expect(feedbackView(IDLE)).toEqual({ pressed: null, formOpen: false, comment: '', busy: false, message: null });
  });

  it('ignores votes, edits, cancels and second submits while a submission is in flight', () => {
    const submitting = run({ type: 'VOTE', rating: 1 }, { type: 'SUBMIT' });
    for (const event of [{ type: 'VOTE', rating: 0 }, { type: 'EDIT', comment: 'late' }, { type: 'CANCEL' }, { type: 'SUBMIT' }] as const) {
      expect(feedbackTransition(submitting, event)).toBe(submitting);
    }
  });

  it('reopens the form after a submission only for a changed vote', () => {
    const submitted = run({ type: 'VOTE', rating: 1 }, { type: 'SUBMIT' }, { type: 'SUCCEEDED' });
    expect(feedbackTransition(submitted, { type: 'VOTE', rating: 1 })).toBe(submitted);
    expect(feedbackTransition(submitted, { type: 'VOTE', rating: 0 })).toEqual({ status: 'voted', rating: 0, comment: '' });
  });

  it('ignores events a state does not handle', () => {
    expect(run({ type: 'SUBMIT' }, { type: 'CANCEL' }, { type: 'EDIT', comment: 'x' }, { type: 'SUCCEEDED' })).toBe(IDLE);
    const voted = run({ type: 'VOTE', rating: 1 });
    expect(feedbackTransition(voted, { type: 'SUCCEEDED' })).toBe(voted);
    expect(feedbackTransition(voted, { type: 'FAILED' })).toBe(voted);
  });
});
