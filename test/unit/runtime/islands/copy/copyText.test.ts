import { describe, expect, it, vi } from 'vitest';
import { copyText, type ClipboardEnv } from '../../../../../runtime/islands/copy/copyText.ts';

function fakeDocument(execCommand: () => boolean) {
  const events: string[] = [];
  const button = { focus: vi.fn() };
  const textarea = {
    value: '',
    style: {} as Record<string, string>,
    setAttribute: vi.fn(),
    focus: () => events.push('focus'),
    select: () => events.push(`select:${textarea.value}`),
    remove: () => events.push('remove'),
  };
  const doc = {
    activeElement: button,
    body: { appendChild: () => events.push('append') },
    createElement: (tag: string) => (tag === 'textarea' ? textarea : null),
    execCommand: (command: string) => {
      events.push(`exec:${command}`);
      return execCommand();
    },
  };
  return { document: doc as unknown as Document, events, button, textarea };
}

describe('copyText', () => {
  it('writes through the Clipboard API when it works', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { document, events } = fakeDocument(() => true);
    await copyText('npm install', { clipboard: { writeText }, document });
    expect(writeText).toHaveBeenCalledWith('npm install');
    expect(events).toEqual([]);
  });

  it('falls back to selecting the text in a hidden textarea when the API rejects', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const { document, events, button, textarea } = fakeDocument(() => true);
    await copyText('yarn add', { clipboard: { writeText }, document });
    expect(events).toEqual(['append', 'focus', 'select:yarn add', 'exec:copy', 'remove']);
    expect(textarea.setAttribute).toHaveBeenCalledWith('readonly', '');
    expect(textarea.style.position).toBe('fixed');
    expect(button.focus).toHaveBeenCalledOnce();
  });

  it('falls back when there is no Clipboard API (insecure context)', async () => {
    const { document, events } = fakeDocument(() => true);
    await copyText('pnpm add', { document });
    expect(events).toContain('exec:copy');
  });

  it.each([
    ['returns false', () => false],
    [
      'throws',
      () => {
        throw new Error('SecurityError');
      },
    ],
  ])('rejects with NotAllowedError when execCommand %s, and still cleans up', async (_, exec) => {
    const { document, events } = fakeDocument(exec);
    const env: ClipboardEnv = { clipboard: { writeText: () => Promise.reject(new Error('no')) }, document };
    const error = await copyText('x', env).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('NotAllowedError');
    expect(events.at(-1)).toBe('remove');
  });
});
