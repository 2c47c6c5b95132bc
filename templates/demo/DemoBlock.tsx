/**
 * A live demo on a page: the server-rendered preview (hydrated as an island), the JS/TS switch, and the source in both
 * variants. A demo with styling variants has one preview and one source panel per styling and a switch between them;
 * CSS on `<html data-code-styling>` shows the reader's styling (templates/styles/codeStylingCss.ts).
 */
import * as React from 'react';
import { CODE_STYLING_KEYS, type CodeStyling } from '../../runtime/codePreferences.ts';
import { HighlightedCode } from '../code/HighlightedCode.tsx';
import { escapeHtml } from '../escape.ts';
import { useTranslate } from '../shell/TranslationContext.tsx';
import { useWithBase } from '../shell/SiteUrlContext.tsx';

/** One styling variant of the demo, or the demo itself when it has none. */
export interface DemoVariant {
  /** The styling it shows; null for a demo without styling variants. */
  styling: CodeStyling | null;
  /** Its server HTML, hydrated in place by `islandSrc`. */
  previewHtml: string;
  /** Classes its Tailwind or stylesheet CSS is scoped to. */
  previewClasses: string[];
  islandSrc: string;
  /** Highlighted source (a `<pre>`) per code variant. */
  tsHtml: string;
  jsHtml: string;
  /** The stylesheets it imports, highlighted. */
  stylesheets: { name: string; html: string }[];
}

export interface DemoBlockProps {
  /** Stable id for anchors, e.g. `demo-BasicButtons`. */
  id: string;
  /** The fallback variant first: shown when the reader's styling is not among them. */
  variants: DemoVariant[];
  /** URL of the styling switch island, for a demo with styling variants. */
  stylingSwitchSrc?: string | null;
  /** Demo options from the Markdown (`bg`, `hideToolbar`). */
  bg?: boolean;
  hideToolbar?: boolean;
}

/** The attributes that tie a preview, source panel or switch option to its styling, for the CSS that picks one. */
function stylingAttributes(variant: DemoVariant, fallback: DemoVariant): Record<string, string> {
  if (!variant.styling) return {};
  return { 'data-styling': CODE_STYLING_KEYS[variant.styling], ...(variant === fallback ? { 'data-styling-fallback': '' } : {}) };
}

export function DemoBlock({ id, variants, stylingSwitchSrc, bg, hideToolbar }: DemoBlockProps) {
  const t = useTranslate();
  const withBase = useWithBase();
  const [fallback] = variants;
  const styled = variants.filter((variant) => variant.styling !== null);
  const paneClass = styled.length ? ' demo-styling-pane' : '';
  return (
    <div className="demo" id={id} data-demo-stylings={styled.length ? styled.map((v) => CODE_STYLING_KEYS[v.styling!]).join(' ') : undefined}>
      {variants.map((variant) => (
        <div
          key={variant.islandSrc}
          className={[bg ? 'demo-preview demo-preview-bg' : 'demo-preview', ...variant.previewClasses].join(' ') + paneClass}
          {...stylingAttributes(variant, fallback)}
          data-island="demo"
          data-island-src={withBase(variant.islandSrc)}
          dangerouslySetInnerHTML={{ __html: variant.previewHtml }}
        />
      ))}
      {hideToolbar ? null : (
        <details className="demo-code">
          <summary className="demo-toolbar">
            <span className="demo-code-toggle">
              <span className="demo-show-label">{t('demo.showCode')}</span>
              <span className="demo-hide-label">{t('demo.hideCode')}</span>
            </span>
            <span className="demo-switches">
              {styled.length && stylingSwitchSrc ? (
                <span
                  className="code-styling-switch"
                  role="group"
                  aria-label={t('demo.stylingSolution')}
                  data-island="code-styling-switch"
                  data-island-src={withBase(stylingSwitchSrc)}
                  data-hydrate="load"
                >
                  {styled.map((variant) => (
                    <button
                      key={variant.styling}
                      type="button"
                      data-code-styling-option={variant.styling!}
                      {...stylingAttributes(variant, fallback)}
                      aria-pressed={variant === fallback}
                    >
                      {variant.styling}
                    </button>
                  ))}
                </span>
              ) : null}
              <span className="code-variant-switch" role="group" aria-label={t('demo.codeLanguage')}>
                <button type="button" data-code-variant-option="JS" aria-label={t('demo.javaScript')} aria-pressed="false">
                  JS
                </button>
                <button type="button" data-code-variant-option="TS" aria-label={t('demo.typeScript')} aria-pressed="true">
                  TS
                </button>
              </span>
            </span>
          </summary>
          {variants.map((variant) => (
            <div key={variant.islandSrc} className={`demo-sources${paneClass}`} {...stylingAttributes(variant, fallback)}>
              <div className="demo-source" data-code-variant="TS">
                <HighlightedCode language="tsx" html={variant.tsHtml} />
              </div>
              <div className="demo-source" data-code-variant="JS">
                <HighlightedCode language="jsx" html={variant.jsHtml} />
              </div>
              {variant.stylesheets.map((sheet) => (
                <HighlightedCode key={sheet.name} language="css" html={`<div class="MuiCode-title">${escapeHtml(sheet.name)}</div>${sheet.html}`} />
              ))}
            </div>
          ))}
        </details>
      )}
    </div>
  );
}
