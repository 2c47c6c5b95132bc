/**
 * The demo toolbar's actions, one document listener for every demo of the page: show code, copy, reset, reset focus,
 * open in CodeSandbox or StackBlitz, and edit. Loaded when a pointer or focus reaches a toolbar (runtime/entry.ts);
 * the JS/TS and styling switches and the links work without it.
 */
import { createCopyButtonMachine, type CopyButtonMachine } from '../copy/copyButtonMachine.ts';
import { copyText } from '../copy/copyText.ts';
import { hydrateIsland } from '../mountIslands.ts';
import { currentDemoParts, currentLanguage, demoName, sourceText, type DemoParts } from './currentDemoSource.ts';
import { demoHandle } from './demoHandles.ts';
import type { SandboxDemo } from './sandboxProject.ts';

const copyMachines = new WeakMap<Element, CopyButtonMachine>();

function toggleCode(demo: HTMLElement, button: HTMLElement): void {
  const open = !demo.hasAttribute('data-code-open');
  demo.toggleAttribute('data-code-open', open);
  button.setAttribute('aria-expanded', String(open));
}

function copySource(parts: DemoParts, button: HTMLElement): void {
  let machine = copyMachines.get(button);
  if (!machine) {
    machine = createCopyButtonMachine({
      variant: 'button',
      // The stylesheet shows "Copied" beside the icon while this attribute is set.
      onChange: (state) => button.toggleAttribute('data-copied', state === 'copied'),
    });
    copyMachines.set(button, machine);
  }
  const copied = machine;
  copyText(editedSource(parts) ?? sourceText(parts.sources, currentLanguage())).then(
    () => copied.copied(),
    () => {
      // SPEC §8: a refused copy is swallowed silently; the button keeps saying "Copy".
    },
  );
}

/** The editor's text while the demo is being edited (what the reader sees is what they copy or export). */
function editedSource(parts: DemoParts): string | null {
  return parts.sources.querySelector<HTMLTextAreaElement>('textarea.demo-editor-input')?.value ?? null;
}

async function resetDemo(parts: DemoParts): Promise<void> {
  if (parts.sources.querySelector('.demo-editor')) {
    const { stopEditing } = await import('./liveEditor.ts');
    stopEditing(parts);
    showEditing(parts);
  }
  await hydrateIsland(parts.preview);
  demoHandle(parts.preview)?.remount();
}

/** Puts focus just before the demo, so the next Tab reaches its first control: for trying its keyboard navigation. */
function resetFocus(parts: DemoParts): void {
  const { preview } = parts;
  preview.setAttribute('tabindex', '-1');
  preview.focus({ preventScroll: true });
  preview.addEventListener('blur', () => preview.removeAttribute('tabindex'), { once: true });
}

function sandboxDemo(parts: DemoParts): SandboxDemo {
  const language = currentLanguage();
  return {
    name: demoName(parts.demo),
    language,
    source: editedSource(parts) ?? sourceText(parts.sources, language),
    stylesheets: Array.from(parts.sources.querySelectorAll(':scope > .MuiCode-root')).map((block) => ({
      name: block.querySelector('.MuiCode-title')?.textContent ?? 'styles.css',
      css: block.querySelector('pre')?.textContent ?? '',
    })),
    dependencies: JSON.parse(parts.sources.dataset.dependencies ?? '{}') as Record<string, string>,
  };
}

async function openSandbox(parts: DemoParts, service: 'codesandbox' | 'stackblitz'): Promise<void> {
  const { codeSandboxPost, stackBlitzPost, submitFormPost } = await import('./sandboxForms.ts');
  const demo = sandboxDemo(parts);
  submitFormPost(service === 'codesandbox' ? codeSandboxPost(demo) : stackBlitzPost(demo));
}

async function toggleEditing(parts: DemoParts): Promise<void> {
  const editor = await import('./liveEditor.ts');
  if (parts.sources.querySelector('.demo-editor')) editor.stopEditing(parts);
  else {
    const toggle = parts.demo.querySelector<HTMLElement>('[data-demo-action="code"]');
    if (toggle && !parts.demo.hasAttribute('data-code-open')) toggleCode(parts.demo, toggle);
    await editor.startEditing(parts);
  }
  showEditing(parts);
}

/** The Edit button pressed exactly while the demo is being edited (Reset ends the editing too). */
function showEditing(parts: DemoParts): void {
  const editing = String(Boolean(parts.sources.querySelector('.demo-editor')));
  parts.demo.querySelector('[data-demo-action="edit"]')?.setAttribute('aria-pressed', editing);
}

function onClick(event: MouseEvent): void {
  const button = (event.target as Element).closest?.<HTMLElement>('.demo-toolbar [data-demo-action]');
  const demo = button?.closest<HTMLElement>('.demo');
  if (!button || !demo) return;
  const action = button.dataset.demoAction;
  if (action === 'code') return toggleCode(demo, button);
  const parts = currentDemoParts(demo);
  if (!parts) return;
  if (action === 'copy') copySource(parts, button);
  else if (action === 'reset') void resetDemo(parts);
  else if (action === 'reset-focus') resetFocus(parts);
  else if (action === 'codesandbox' || action === 'stackblitz') void openSandbox(parts, action);
  else if (action === 'edit') void toggleEditing(parts);
}

let mounted = false;

/** Wires every demo toolbar of the page (once). */
export function mountDemoToolbar(): void {
  if (mounted) return;
  mounted = true;
  document.addEventListener('click', onClick);
}
