/** Drives the ad slot machine over time: polls the page every AD_POLL_INTERVAL_MS, at most AD_POLL_MAX_ATTEMPTS times. */
import { AD_POLL_INTERVAL_MS, AD_POLL_MAX_ATTEMPTS } from '../../constants.ts';
import type { AdSlotEvent, AdSlotMachine, AdSlotState, PollResult } from './adSlotMachine.ts';

/** The clock, injected so tests control time; `globalThis` fits. */
export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface AdSlotRunner {
  readonly state: AdSlotState;
  /** Feeds an event to the machine; a change of state reaches `onChange`. */
  dispatch(event: AdSlotEvent): void;
}

function isPolling(state: AdSlotState): boolean {
  return state.status === 'undecided' || state.status === 'adblock';
}

/** Starts the slot: the first poll runs one interval from now, and polling ends once the state is final or attempts run out. */
export function runAdSlot(
  machine: AdSlotMachine,
  { clock, poll, onChange }: { clock: Clock; poll: () => PollResult; onChange: (state: AdSlotState) => void },
): AdSlotRunner {
  let state = machine.initial;
  let attempts = 0;
  let timer: unknown;

  const stopPolling = (): void => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };

  const dispatch = (event: AdSlotEvent): void => {
    const next = machine.transition(state, event);
    if (next === state) return;
    state = next;
    if (!isPolling(state)) stopPolling();
    onChange(next);
  };

  const tick = (): void => {
    timer = undefined;
    attempts += 1;
    dispatch({ type: 'poll', result: poll(), attempt: attempts });
    // Read the state again: onChange may have moved it on (a render crash).
    if (isPolling(state) && attempts < AD_POLL_MAX_ATTEMPTS) timer = clock.setTimeout(tick, AD_POLL_INTERVAL_MS);
  };

  timer = clock.setTimeout(tick, AD_POLL_INTERVAL_MS);
  return {
    get state() {
      return state;
    },
    dispatch,
  };
}
