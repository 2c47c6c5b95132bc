/**
 * The styling switch (MUI System | Tailwind | CSS) of demos with styling variants: one click switches every demo of the
 * page, and the cookie carries the choice to other pages and tabs. Which variant shows is CSS keyed off <html>. An island
 * with its own bundle entry (cli/build/bundleRuntime.ts), so pages without styling variants load none of it.
 */
import { CODE_STYLING, CODE_STYLING_COOKIE, DEFAULT_CODE_STYLING, serializePreferenceCookie, type CodeStyling } from '../codePreferences.ts';

const OPTION = '[data-code-styling-option]';
const STYLINGS: readonly string[] = Object.values(CODE_STYLING);

function isCodeStyling(value: string | null | undefined): value is CodeStyling {
  return value != null && STYLINGS.includes(value);
}

/** The option a switch shows pressed: the reader's styling where the demo has it, else the demo's fallback. */
export function pressedOption(options: readonly { styling: string; fallback: boolean }[], styling: CodeStyling): string | undefined {
  return (options.find((option) => option.styling === styling) ?? options.find((option) => option.fallback))?.styling;
}

/** Shows `styling` in every demo (through the <html> attribute) and marks the pressed option of each switch. */
export function applyCodeStyling(styling: CodeStyling): void {
  document.documentElement.setAttribute('data-code-styling', styling);
  document.querySelectorAll<HTMLElement>('.code-styling-switch').forEach((group) => {
    const buttons = Array.from(group.querySelectorAll<HTMLElement>(OPTION));
    const pressed = pressedOption(
      buttons.map((button) => ({ styling: button.dataset.codeStylingOption ?? '', fallback: button.hasAttribute('data-styling-fallback') })),
      styling,
    );
    for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.codeStylingOption === pressed));
  });
}

let mounted = false;

/**
 * Island mount (every styling switch of the page is one, loaded at page load): the first call wires them all, since one
 * document listener serves every switch.
 */
export default function mountCodeStylingSwitch(): void {
  if (mounted) return;
  mounted = true;
  // The inline script already chose the styling (URL hash, then cookie) before first paint.
  const chosen = document.documentElement.getAttribute('data-code-styling');
  applyCodeStyling(isCodeStyling(chosen) ? chosen : DEFAULT_CODE_STYLING);
  document.addEventListener('click', (event) => {
    const styling = (event.target as Element).closest?.<HTMLElement>(OPTION)?.dataset.codeStylingOption;
    if (!isCodeStyling(styling)) return;
    // The switch sits in the <summary>: without this, the click would also fold or unfold the code.
    event.preventDefault();
    document.cookie = serializePreferenceCookie(CODE_STYLING_COOKIE, styling);
    applyCodeStyling(styling);
  });
}
