import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyShortcutLabel, mountCodeCopy, type CodeCopyEnv } from '../../../../../runtime/islands/copy/mountCodeCopy.ts';
import { codeBlock, FakeDocument } from '../../../preferences/fakeDom.ts';
import { createFakeClock } from '../../../fakeClock.ts';

const WINDOWS = { platform: 'Win32', userAgent: 'Mozilla/5.0 (Windows NT 10.0)' };
const MAC = { platform: 'MacIntel', userAgent: 'Mozilla/5.0 (Macintosh)' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const ctrlC = { key: 'c', ctrlKey: true, metaKey: false, shiftKey: false, altKey: false };

let dispose = () => {};
afterEach(() => dispose());

function setup({ navigator = WINDOWS, copy = vi.fn((_: string) => Promise.resolve()) } = {}) {
  const doc = new FakeDocument();
  const first = codeBlock(doc, 'npm install @mui/material');
  const second = codeBlock(doc, 'yarn add @mui/material');
  const scheduler = createFakeClock();
  dispose = mountCodeCopy({ document: doc, navigator, scheduler, copy } as unknown as CodeCopyEnv);
  return { doc, first, second, scheduler, copy };
}

describe('copyShortcutLabel', () => {
  it('says ⌘C on Apple platforms and Ctrl + C elsewhere', () => {
    expect(copyShortcutLabel(MAC)).toBe('⌘C');
    expect(copyShortcutLabel({ platform: 'iPhone', userAgent: '' })).toBe('⌘C');
    expect(copyShortcutLabel({ platform: '', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)' })).toBe('⌘C');
    expect(copyShortcutLabel(WINDOWS)).toBe('Ctrl + C');
    expect(copyShortcutLabel({ platform: 'Linux x86_64', userAgent: '' })).toBe('Ctrl + C');
  });
});

describe('mountCodeCopy', () => {
  it('rewrites the keypress hint on Mac', () => {
    expect(setup({ navigator: MAC }).first.hint.textContent).toBe(' (or ⌘C)');
  });

  it('keeps the server-rendered Ctrl + C hint elsewhere', () => {
    expect(setup().first.hint.textContent).toBe(' (or Ctrl + C)');
  });

  it('copies the block text on click and shows Copied for 2000 ms', async () => {
    const { doc, first, second, scheduler, copy } = setup();
    doc.dispatch('click', { target: first.button.children[0] });
    await flush();
    expect(copy).toHaveBeenCalledWith('npm install @mui/material');
    expect(first.button.getAttribute('data-copied')).toBe('true');
    expect(second.button.getAttribute('data-copied')).toBeNull();
    scheduler.advance(1999);
    expect(first.button.getAttribute('data-copied')).toBe('true');
    scheduler.advance(1);
    expect(first.button.getAttribute('data-copied')).toBeNull();
  });

  it('ignores clicks outside copy buttons', async () => {
    const { doc, first, copy } = setup();
    doc.dispatch('click', { target: first.root.children[0] });
    doc.dispatch('click', { target: null });
    await flush();
    expect(copy).not.toHaveBeenCalled();
  });

  it('swallows a refused copy and keeps showing Copy', async () => {
    const copy = vi.fn(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    const { doc, first } = setup({ copy });
    doc.dispatch('click', { target: first.button });
    await flush();
    expect(copy).toHaveBeenCalledOnce();
    expect(first.button.getAttribute('data-copied')).toBeNull();
  });

  it('Ctrl/Cmd+C copies the hovered block, labelled copy-keyboard for analytics during the click', async () => {
    const { doc, second, copy } = setup();
    const seenActions: (string | null)[] = [];
    doc.addEventListener('click', () => seenActions.push(second.button.getAttribute('data-ga-event-action')));
    doc.dispatch('mouseover', { target: second.root.children[0] });
    doc.dispatch('keydown', ctrlC);
    doc.dispatch('keydown', { ...ctrlC, ctrlKey: false, metaKey: true });
    await flush();
    expect(copy.mock.calls).toEqual([['yarn add @mui/material'], ['yarn add @mui/material']]);
    expect(seenActions).toEqual(['copy-keyboard', 'copy-keyboard']);
    expect(second.button.getAttribute('data-ga-event-action')).toBe('copy-click');
    expect(second.button.getAttribute('data-copied')).toBe('true');
  });

  it('copies the focused block when nothing is hovered', async () => {
    const { doc, first, copy } = setup();
    doc.dispatch('focusin', { target: first.button });
    doc.dispatch('keydown', ctrlC);
    await flush();
    expect(copy).toHaveBeenCalledWith('npm install @mui/material');
  });

  it.each([
    ['Shift is held', { ...ctrlC, shiftKey: true }],
    ['Alt is held', { ...ctrlC, altKey: true }],
    ['no modifier', { ...ctrlC, ctrlKey: false }],
    ['another key', { ...ctrlC, key: 'v' }],
  ])('does not copy when %s', async (_, event) => {
    const { doc, first, copy } = setup();
    doc.dispatch('mouseover', { target: first.root });
    doc.dispatch('keydown', event);
    await flush();
    expect(copy).not.toHaveBeenCalled();
  });

  it('lets the reader copy their own selection', async () => {
    const { doc, first, copy } = setup();
    doc.selectionText = 'install';
    doc.dispatch('mouseover', { target: first.root });
    doc.dispatch('keydown', ctrlC);
    await flush();
    expect(copy).not.toHaveBeenCalled();
  });

  it('forgets the block once the pointer leaves it or the window, or focus leaves', async () => {
    const { doc, first, copy } = setup();
    doc.dispatch('mouseover', { target: first.root });
    doc.dispatch('mouseover', { target: doc.body });
    doc.dispatch('keydown', ctrlC);
    doc.dispatch('mouseover', { target: first.root });
    doc.dispatch('mouseout', { target: first.root, relatedTarget: null });
    doc.dispatch('keydown', ctrlC);
    doc.dispatch('focusin', { target: first.button });
    doc.dispatch('focusout', { target: first.button, relatedTarget: null });
    doc.dispatch('keydown', ctrlC);
    await flush();
    expect(copy).not.toHaveBeenCalled();
  });

  it('dispose removes every listener and pending timer', async () => {
    const { doc, first, scheduler } = setup();
    doc.dispatch('click', { target: first.button });
    await flush();
    expect(scheduler.pending).toBe(1);
    dispose();
    expect(doc.listenerCount()).toBe(0);
    expect(scheduler.pending).toBe(0);
  });
});
