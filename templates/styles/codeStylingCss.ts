/**
 * Which styling variant of a demo shows, decided in CSS alone: the inline script's `data-code-styling` on <html> picks it
 * before first paint, and with JavaScript off (no attribute) every demo shows its fallback. A demo lacking the reader's
 * styling shows its fallback too.
 */
import { CODE_STYLING_KEYS } from '../../runtime/codePreferences.ts';

/** Selectors of `target` elements inside a demo that show the reader's styling, or (`shown` false) those that do not. */
function stylingSelectors(target: string, shown: boolean): string[] {
  const where = (attribute: string) => (shown ? `${target}${attribute}` : `${target}:not(${attribute})`);
  return [
    `html:not([data-code-styling]) .demo ${where('[data-styling-fallback]')}`,
    ...Object.entries(CODE_STYLING_KEYS).flatMap(([styling, key]) => [
      `html[data-code-styling="${styling}"] .demo[data-demo-stylings~="${key}"] ${where(`[data-styling="${key}"]`)}`,
      `html[data-code-styling="${styling}"] .demo:not([data-demo-stylings~="${key}"]) ${where('[data-styling-fallback]')}`,
    ]),
  ];
}

export const codeStylingCss = /* css */ `
${stylingSelectors('.demo-styling-pane', false).join(',\n')} { display: none; }
${stylingSelectors('.code-styling-switch button', true).join(',\n')} { background: rgba(var(--mui-palette-primary-mainChannel) / 0.12); color: var(--docs-accent-text); }
`;
