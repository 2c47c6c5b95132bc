/** The copy button as a state machine (SPEC §4 Copy button): idle ("Copy") → copied ("Copied") → idle after a delay. */
import { COPY_CONFIRMATION_INLINE_MS, COPY_CONFIRMATION_MS } from '../../constants.ts';

export type CopyButtonState = 'idle' | 'copied';
export type CopyButtonEvent = 'COPIED' | 'TIMEOUT';
/** `button`: the demo toolbar's React button; `inline`: the button on a Markdown code block. */
export type CopyButtonVariant = 'button' | 'inline';

export const CONFIRMATION_MS: Readonly<Record<CopyButtonVariant, number>> = {
  button: COPY_CONFIRMATION_MS,
  inline: COPY_CONFIRMATION_INLINE_MS,
};

const TRANSITIONS: Readonly<Record<CopyButtonState, Readonly<Record<CopyButtonEvent, CopyButtonState>>>> = {
  idle: { COPIED: 'copied', TIMEOUT: 'idle' },
  copied: { COPIED: 'copied', TIMEOUT: 'idle' },
};

/** The next state for `event` in `state`, per the transition table above. */
export function copyButtonTransition(state: CopyButtonState, event: CopyButtonEvent): CopyButtonState {
  return TRANSITIONS[state][event];
}

/** The clock, injected so tests control time; `globalThis` fits. */
export interface Scheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface CopyButtonMachine {
  readonly state: CopyButtonState;
  /** Report a successful copy: shows "Copied" and (re)starts the confirmation timer. */
  copied(): void;
  /** Cancels the pending timer, e.g. when the button leaves the page. */
  dispose(): void;
}

/** Creates one button's machine; `onChange` runs on every state change. */
export function createCopyButtonMachine({
  variant,
  onChange,
  scheduler = globalThis as Scheduler,
}: {
  variant: CopyButtonVariant;
  onChange: (state: CopyButtonState) => void;
  scheduler?: Scheduler;
}): CopyButtonMachine {
  let state: CopyButtonState = 'idle';
  let timer: unknown;

  const send = (event: CopyButtonEvent): void => {
    const next = copyButtonTransition(state, event);
    if (next === state) return;
    state = next;
    onChange(state);
  };

  const cancelTimer = (): void => {
    if (timer !== undefined) scheduler.clearTimeout(timer);
    timer = undefined;
  };

  return {
    get state() {
      return state;
    },
    copied() {
      // A second copy while confirming restarts the full delay, so "Copied" never vanishes right after a click.
      cancelTimer();
      send('COPIED');
      timer = scheduler.setTimeout(() => {
        timer = undefined;
        send('TIMEOUT');
      }, CONFIRMATION_MS[variant]);
    },
    dispose: cancelTimer,
  };
}
