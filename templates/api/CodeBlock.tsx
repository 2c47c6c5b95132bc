/** A code block in the site's markup: the copy island finds `.MuiCode-root` and wires its button. */
import * as React from 'react';
import { useTranslate } from '../shell/TranslationContext.tsx';

/** Renders `code` as a plain (unhighlighted) block with the copy button. */
export function CodeBlock({ code }: { code: string }) {
  const t = useTranslate();
  return (
    <div className="MuiCode-root">
      <pre>
        <code>{code}</code>
      </pre>
      <button type="button" className="MuiCode-copy" aria-label={t('code.copyTheCode')}>
        <span className="MuiCode-copy-label">{t('code.copy')}</span>
        <span className="MuiCode-copied-label">{t('code.copied')}</span>
      </button>
    </div>
  );
}
