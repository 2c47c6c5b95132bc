/**
 * The live editor: "Edit" turns a demo's code panel into a text area over a highlighted copy of the code; each edit is
 * compiled in the browser and re-rendered in the demo's place. A syntax or runtime error is shown under the code with
 * its line, and the demo keeps its last working version; stopping (or resetting) brings the original back.
 */
import * as React from 'react';
import { hydrateIsland } from '../mountIslands.ts';
import { compileDemo } from './compileDemo.ts';
import { currentLanguage, sourceText, type DemoParts } from './currentDemoSource.ts';
import { demoHandle } from './demoHandles.ts';
import { errorLine, evaluateDemo, resolveImports, type ModuleRegistry } from './evaluateDemo.ts';
import { highlightSource } from './highlightSource.ts';
import { libraryLoaders } from './libraryLoaders.ts';

/** Long enough to skip recompiling between keystrokes of a word, short enough that the demo follows the typing. */
const RECOMPILE_DELAY_MS = 60;

/** Text-area styles copied from the highlighted `<pre>`, so the caret sits exactly over the characters. */
const METRICS = ['fontFamily', 'fontSize', 'fontWeight', 'lineHeight', 'letterSpacing', 'tabSize', 'paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft'] as const;

interface BoundaryProps {
  onError: (error: unknown) => void;
  children?: React.ReactNode;
}

/** Catches a runtime error of the edited demo, so it is reported in the editor instead of unmounting the page's island. */
class EditedDemoBoundary extends React.Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

function showError(box: HTMLElement, message: string | null, line: number | null): void {
  box.hidden = message === null;
  box.textContent = message === null ? '' : line === null ? message : `Line ${line}: ${message}`;
}

const editing = new WeakMap<HTMLElement, () => void>();

/** Turns the demo's code panel into an editor of the source in the reader's language. */
export async function startEditing(parts: DemoParts): Promise<void> {
  const { preview, sources } = parts;
  if (editing.has(sources)) return;
  const language = currentLanguage();
  const original = sourceText(sources, language);
  const [, island] = await Promise.all([hydrateIsland(preview), import(/* @vite-ignore */ preview.dataset.islandSrc!) as Promise<{ modules: ModuleRegistry }>]);
  const handle = demoHandle(preview);
  if (!handle) return;

  const editor = document.createElement('div');
  editor.className = 'MuiCode-root demo-editor';
  const highlight = document.createElement('pre');
  highlight.className = `demo-editor-highlight language-${language === 'TS' ? 'tsx' : 'jsx'}`;
  highlight.setAttribute('aria-hidden', 'true');
  const code = document.createElement('code');
  highlight.appendChild(code);
  const input = document.createElement('textarea');
  input.className = 'demo-editor-input';
  input.value = original;
  input.spellcheck = false;
  input.setAttribute('autocapitalize', 'off');
  input.setAttribute('autocomplete', 'off');
  input.setAttribute('wrap', 'off');
  input.setAttribute('aria-label', parts.demo.dataset.editorLabel ?? 'Source of the demo, editable');
  const errorBox = document.createElement('pre');
  errorBox.className = 'demo-editor-error';
  errorBox.setAttribute('role', 'alert');
  errorBox.hidden = true;
  editor.append(highlight, input);
  sources.prepend(editor, errorBox);
  sources.classList.add('demo-editing');

  const style = getComputedStyle(highlight);
  for (const property of METRICS) input.style[property] = style[property];
  const paint = () => {
    code.innerHTML = highlightSource(input.value, language);
    input.style.height = `${highlight.scrollHeight}px`;
  };
  paint();

  let version = 0;
  const render = async () => {
    const current = ++version;
    const compiled = compileDemo(input.value, language);
    if (!compiled.ok) return showError(errorBox, compiled.error.message, compiled.error.line);
    try {
      const modules = await resolveImports(input.value, island.modules, libraryLoaders);
      if (current !== version) return;
      const Edited = evaluateDemo(compiled.code, modules);
      const onError = (error: unknown) => showError(errorBox, (error as Error)?.message ?? String(error), errorLine(error));
      showError(errorBox, null, null);
      handle.show(() => React.createElement(EditedDemoBoundary, { key: current, onError }, React.createElement(Edited)));
    } catch (error) {
      if (current === version) showError(errorBox, (error as Error)?.message ?? String(error), errorLine(error));
    }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    paint();
    clearTimeout(timer);
    timer = setTimeout(() => void render(), RECOMPILE_DELAY_MS);
  });
  input.addEventListener('scroll', () => {
    highlight.scrollTop = input.scrollTop;
    highlight.scrollLeft = input.scrollLeft;
  });
  editing.set(sources, () => {
    clearTimeout(timer);
    version += 1;
    editor.remove();
    errorBox.remove();
    sources.classList.remove('demo-editing');
    handle.show(handle.original);
  });
  input.focus();
}

/** Closes the editor and shows the original demo again. */
export function stopEditing(parts: DemoParts): void {
  editing.get(parts.sources)?.();
  editing.delete(parts.sources);
}
