/** The JS/TS switch of demos and code blocks: one click switches every block of the page, and the cookie carries it to other pages and tabs. */
import { CODE_VARIANT_COOKIE, serializePreferenceCookie, type CodeVariant } from '../codePreferences.ts';

/** Shows `variant` everywhere on the page (CSS keys off the <html> attribute) and marks the pressed buttons. */
export function applyCodeVariant(variant: CodeVariant): void {
  document.documentElement.setAttribute('data-code-variant', variant);
  document.querySelectorAll<HTMLElement>('[data-code-variant-option]').forEach((button) => {
    button.setAttribute('aria-pressed', String(button.dataset.codeVariantOption === variant));
  });
}

export function mountCodeVariantSwitch(): void {
  if (!document.querySelector('[data-code-variant-option]')) return;
  // The inline script already chose the variant (URL hash, then cookie) before first paint.
  applyCodeVariant(document.documentElement.getAttribute('data-code-variant') === 'JS' ? 'JS' : 'TS');
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.<HTMLElement>('[data-code-variant-option]');
    const variant = button?.dataset.codeVariantOption;
    if (variant !== 'JS' && variant !== 'TS') return;
    event.preventDefault();
    document.cookie = serializePreferenceCookie(CODE_VARIANT_COOKIE, variant);
    applyCodeVariant(variant);
  });
}
