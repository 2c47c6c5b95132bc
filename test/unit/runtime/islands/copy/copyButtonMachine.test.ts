import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_MS,
  copyButtonTransition,
  createCopyButtonMachine,
  type CopyButtonState,
  type CopyButtonVariant,
} from '../../../../../runtime/islands/copy/copyButtonMachine.ts';
import { createFakeClock } from '../../../fakeClock.ts';

function setup(variant: CopyButtonVariant) {
  const scheduler = createFakeClock();
  const changes: CopyButtonState[] = [];
  const machine = createCopyButtonMachine({ variant, scheduler, onChange: (s) => changes.push(s) });
  return { scheduler, changes, machine };
}

describe('copyButtonTransition', () => {
  it('is the SPEC table', () => {
    expect(copyButtonTransition('idle', 'COPIED')).toBe('copied');
    expect(copyButtonTransition('copied', 'COPIED')).toBe('copied');
    expect(copyButtonTransition('copied', 'TIMEOUT')).toBe('idle');
    expect(copyButtonTransition('idle', 'TIMEOUT')).toBe('idle');
  });
});

describe('createCopyButtonMachine', () => {
  it('uses 1200 ms for the button and 2000 ms for the inline code block', () => {
    expect(CONFIRMATION_MS).toEqual({ button: 1200, inline: 2000 });
  });

  it.each([
    ['button', 1200],
    ['inline', 2000],
  ] as const)('%s: idle → copied → idle after %i ms', (variant, ms) => {
    const { scheduler, changes, machine } = setup(variant);
    expect(machine.state).toBe('idle');
    machine.copied();
    expect(machine.state).toBe('copied');
    scheduler.advance(ms - 1);
    expect(machine.state).toBe('copied');
    scheduler.advance(1);
    expect(machine.state).toBe('idle');
    expect(changes).toEqual(['copied', 'idle']);
  });

  it('restarts the timer on a second copy while copied', () => {
    const { scheduler, changes, machine } = setup('button');
    machine.copied();
    scheduler.advance(1000);
    machine.copied();
    scheduler.advance(1000);
    expect(machine.state).toBe('copied');
    expect(scheduler.pending).toBe(1);
    scheduler.advance(200);
    expect(machine.state).toBe('idle');
    expect(changes).toEqual(['copied', 'idle']);
  });

  it('dispose cancels the pending timer', () => {
    const { scheduler, machine } = setup('inline');
    machine.copied();
    machine.dispose();
    expect(scheduler.pending).toBe(0);
  });
});
