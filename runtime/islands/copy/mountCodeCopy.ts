/** Copy buttons on Markdown code blocks (`.MuiCode-root`): click, Ctrl/Cmd+C on the hovered block, "Copied" confirmation. */
import { createCopyButtonMachine, type CopyButtonMachine, type Scheduler } from './copyButtonMachine.ts';
import { copyText } from './copyText.ts';

const ROOT = '.MuiCode-root';
const BUTTON = '.MuiCode-copy';
const KEYPRESS_HINT = '.MuiCode-copyKeypress';
const GA_ACTION = 'data-ga-event-action';

export interface CodeCopyEnv {
  document: Document;
  navigator: Pick<Navigator, 'platform' | 'userAgent' | 'clipboard'>;
  scheduler?: Scheduler;
  /** Defaults to copyText with this env's clipboard and document. */
  copy?: (text: string) => Promise<void>;
}

/** The shortcut in the server's copy-button hint, replaced by the reader's own. */
export const SERVER_COPY_SHORTCUT = 'Ctrl + C';

/** The copy shortcut as the reader's platform writes it: `⌘C` on Apple devices, else `Ctrl + C`. */
export function copyShortcutLabel(nav: Pick<Navigator, 'platform' | 'userAgent'>): string {
  return /Mac|iPhone|iPad|iPod/i.test(nav.platform || nav.userAgent) ? '⌘C' : SERVER_COPY_SHORTCUT;
}

function closest(target: EventTarget | null, selector: string): Element | null {
  // Targets can be text or document nodes, which have no closest().
  return (target as Partial<Element> | null)?.closest?.(selector) ?? null;
}

/** Wires every current and future code block through listeners delegated to `document`; returns the dispose function. */
export function mountCodeCopy(
  env: CodeCopyEnv = { document: globalThis.document, navigator: globalThis.navigator },
): () => void {
  const { document: doc, navigator: nav, scheduler } = env;
  const copy = env.copy ?? ((text: string) => copyText(text, { clipboard: nav.clipboard, document: doc }));
  const machines = new Map<Element, CopyButtonMachine>();
  let hovered: Element | null = null;
  let focused: Element | null = null;
  let disposed = false;

  // The server renders the Windows/Linux hint; only the key name changes, so a translated "(or …)" survives.
  const shortcut = copyShortcutLabel(nav);
  for (const hint of doc.querySelectorAll(KEYPRESS_HINT)) {
    hint.textContent = (hint.textContent ?? '').replace(SERVER_COPY_SHORTCUT, shortcut);
  }

  const machineFor = (button: Element): CopyButtonMachine => {
    let machine = machines.get(button);
    if (machine === undefined) {
      machine = createCopyButtonMachine({
        variant: 'inline',
        scheduler,
        // The stylesheet swaps the "Copy"/"Copied" labels on this attribute.
        onChange: (state) =>
          state === 'copied' ? button.setAttribute('data-copied', 'true') : button.removeAttribute('data-copied'),
      });
      machines.set(button, machine);
    }
    return machine;
  };

  const onClick = (event: Event): void => {
    const button = closest(event.target, BUTTON);
    const pre = button?.closest(ROOT)?.querySelector('pre');
    if (!button || !pre) return;
    copy(pre.textContent ?? '').then(
      () => {
        if (!disposed) machineFor(button).copied();
      },
      () => {
        // SPEC §8: a refused copy is swallowed silently; the button keeps saying "Copy".
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent): void => {
    const block = hovered ?? focused;
    if (!block || event.key.toLowerCase() !== 'c' || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) {
      return;
    }
    // A reader who selected text is copying that selection, not the block.
    if (doc.getSelection()?.toString()) return;
    const button = block.querySelector<HTMLElement>(BUTTON);
    if (!button) return;
    // Analytics reads the action off the clicked element, so the synthetic click is labelled as a keyboard copy.
    const initialAction = button.getAttribute(GA_ACTION);
    button.setAttribute(GA_ACTION, 'copy-keyboard');
    button.click();
    if (initialAction === null) button.removeAttribute(GA_ACTION);
    else button.setAttribute(GA_ACTION, initialAction);
  };

  // mouseover/focusin bubble (mouseenter does not), and fire on every element entered, so each one re-targets.
  const onMouseOver = (event: MouseEvent): void => {
    hovered = closest(event.target, ROOT);
  };
  const onMouseOut = (event: MouseEvent): void => {
    if (event.relatedTarget === null) hovered = null; // The pointer left the window.
  };
  const onFocusIn = (event: FocusEvent): void => {
    focused = closest(event.target, ROOT);
  };
  const onFocusOut = (event: FocusEvent): void => {
    if (event.relatedTarget === null) focused = null; // Focus went to nothing (body or another window).
  };

  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('mouseover', onMouseOver);
  doc.addEventListener('mouseout', onMouseOut);
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', onFocusOut);

  return () => {
    disposed = true;
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('mouseover', onMouseOver);
    doc.removeEventListener('mouseout', onMouseOut);
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('focusout', onFocusOut);
    for (const machine of machines.values()) machine.dispose();
  };
}
