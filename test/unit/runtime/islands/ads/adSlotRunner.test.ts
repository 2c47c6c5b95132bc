import { describe, expect, it } from 'vitest';
import { AD_POLL_INTERVAL_MS, AD_POLL_MAX_ATTEMPTS } from '../../../../../runtime/constants.ts';
import { createAdSlotMachine, type AdSlotState, type PollResult } from '../../../../../runtime/islands/ads/adSlotMachine.ts';
import { runAdSlot } from '../../../../../runtime/islands/ads/adSlotRunner.ts';
import { createFakeClock, sequence } from '../../../fakeClock.ts';

function setup(results: (attempt: number) => PollResult, rolls = [0.5, 0.5, 0]) {
  const clock = createFakeClock();
  const changes: AdSlotState[] = [];
  let polls = 0;
  const runner = runAdSlot(createAdSlotMachine(sequence(rolls)), {
    clock,
    poll: () => results(++polls),
    onChange: (state) => changes.push(state),
  });
  return { clock, changes, runner, polls: () => polls };
}

describe('runAdSlot', () => {
  it('polls once per interval, the first one interval after start', () => {
    const { clock, polls } = setup(() => 'notFound');
    clock.advance(AD_POLL_INTERVAL_MS - 1);
    expect(polls()).toBe(0);
    clock.advance(1);
    expect(polls()).toBe(1);
    clock.advance(AD_POLL_INTERVAL_MS * 2);
    expect(polls()).toBe(3);
  });

  it('stops polling once the network ad is found', () => {
    const { clock, changes, polls } = setup((attempt) => (attempt === 3 ? 'found' : 'notFound'));
    clock.advance(60_000);
    expect(polls()).toBe(3);
    expect(changes).toEqual([{ status: 'network', ad: null }]);
    expect(clock.pending).toBe(0);
  });

  it('assumes adblock on the 7th poll and keeps polling until the 30th', () => {
    const { clock, changes, runner, polls } = setup(() => 'notFound', [0.5, 0.1, 0]);
    clock.advance(AD_POLL_INTERVAL_MS * 6);
    expect(runner.state.status).toBe('undecided');
    clock.advance(AD_POLL_INTERVAL_MS);
    expect(runner.state).toEqual({ status: 'adblock', content: { kind: 'adblock-message' } });
    clock.advance(60_000);
    expect(polls()).toBe(AD_POLL_MAX_ATTEMPTS);
    expect(clock.pending).toBe(0);
    // Polls that found nothing after the guess changed nothing, so the slot rendered once.
    expect(changes).toHaveLength(1);
  });

  it('switches to a network ad found after the adblock guess', () => {
    const { clock, changes } = setup((attempt) => (attempt === 20 ? 'found' : 'notFound'));
    clock.advance(60_000);
    expect(changes.map((state) => state.status)).toEqual(['adblock', 'network']);
    expect(clock.pending).toBe(0);
  });

  it('cancels polling when a dispatched event settles the slot', () => {
    const { clock, runner, polls } = setup(() => 'notFound');
    runner.dispatch({ type: 'botDetected' });
    clock.advance(60_000);
    expect(polls()).toBe(0);
    expect(runner.state).toEqual({ status: 'empty' });
  });

  it('stops polling when onChange crashes the slot', () => {
    const clock = createFakeClock();
    let polls = 0;
    const runner = runAdSlot(createAdSlotMachine(sequence([0.5])), {
      clock,
      poll: () => (++polls, 'notFound'),
      onChange: (state) => {
        if (state.status === 'adblock') runner.dispatch({ type: 'crash' });
      },
    });
    clock.advance(60_000);
    expect(runner.state.status).toBe('crashed');
    expect(polls).toBe(7);
    expect(clock.pending).toBe(0);
  });
});
