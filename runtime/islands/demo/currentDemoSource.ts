/** Which variant of a demo the reader is looking at, and its source as the code panel shows it. */
import type { CodeVariant } from '../../codePreferences.ts';

export interface DemoParts {
  demo: HTMLElement;
  /** The preview shown (the reader's styling, or the fallback). */
  preview: HTMLElement;
  /** The source panel of that preview. */
  sources: HTMLElement;
}

const isShown = (element: HTMLElement) => getComputedStyle(element).display !== 'none';

/** The shown preview of `demo` and its source panel (they are in the same order); null for a demo without sources. */
export function currentDemoParts(demo: HTMLElement): DemoParts | null {
  const previews = Array.from(demo.querySelectorAll<HTMLElement>(':scope > .demo-preview'));
  const panels = Array.from(demo.querySelectorAll<HTMLElement>(':scope > .demo-code > .demo-sources'));
  const index = Math.max(0, previews.findIndex(isShown));
  if (!previews[index] || !panels[index]) return null;
  return { demo, preview: previews[index], sources: panels[index] };
}

/** The language the page shows code in (the JS/TS switch). */
export function currentLanguage(): CodeVariant {
  return document.documentElement.getAttribute('data-code-variant') === 'JS' ? 'JS' : 'TS';
}

/** The text of one language's source in a panel. */
export function sourceText(sources: HTMLElement, language: CodeVariant): string {
  return sources.querySelector(`[data-code-variant="${language}"] pre`)?.textContent ?? '';
}

/** The demo's name from its element id (`demo-BasicButtons` → `BasicButtons`). */
export function demoName(demo: HTMLElement): string {
  return demo.id.replace(/^demo-/, '') || 'Demo';
}
