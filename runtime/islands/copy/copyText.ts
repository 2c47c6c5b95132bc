/** Writes text to the clipboard, with the execCommand fallback for insecure contexts and older browsers (SPEC §8). */

export interface ClipboardEnv {
  /** Absent outside secure contexts (plain http), which is when the fallback matters. */
  clipboard?: Pick<Clipboard, 'writeText'>;
  document: Document;
}

/** Copies `text`; rejects with a DOMException named NotAllowedError when neither the Clipboard API nor execCommand works. */
export async function copyText(
  text: string,
  env: ClipboardEnv = { clipboard: globalThis.navigator?.clipboard, document: globalThis.document },
): Promise<void> {
  try {
    if (env.clipboard === undefined) throw new Error('Clipboard API unavailable');
    await env.clipboard.writeText(text);
    return;
  } catch {
    // Denied permission or no API: the selection-based copy below still works in most browsers.
  }
  if (!copyBySelection(text, env.document)) {
    throw new DOMException('docsgen: the browser did not allow copying to the clipboard.', 'NotAllowedError');
  }
}

function copyBySelection(text: string, doc: Document): boolean {
  const textarea = doc.createElement('textarea');
  textarea.value = text;
  // Read-only keeps mobile keyboards closed; off-screen and fixed keeps the page from scrolling or reflowing.
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  textarea.style.position = 'fixed';
  textarea.style.top = '0';
  textarea.style.left = '-9999px';
  const previousFocus = doc.activeElement as HTMLElement | null;
  doc.body.appendChild(textarea);
  try {
    textarea.focus();
    textarea.select();
    return doc.execCommand('copy');
  } catch {
    // Some browsers throw instead of returning false when the copy is refused.
    return false;
  } finally {
    textarea.remove();
    // Keyboard users stay where they were (the copy button or the code block).
    previousFocus?.focus?.({ preventScroll: true });
  }
}
