/** A live demo on a page: the server-rendered preview (hydrated as an island), the JS/TS switch, and the source in both variants. */
import * as React from 'react';

export interface DemoBlockProps {
  /** Stable id for anchors, e.g. `demo-BasicButtons`. */
  id: string;
  /** The demo's server HTML, hydrated in place by `islandSrc`. */
  previewHtml: string;
  islandSrc: string;
  /** Highlighted source (a `.MuiCode-root` block) per variant. */
  tsHtml: string;
  jsHtml: string;
  /** Demo options from the Markdown (`bg`, `hideToolbar`). */
  bg?: boolean;
  hideToolbar?: boolean;
}

export function DemoBlock({ id, previewHtml, islandSrc, tsHtml, jsHtml, bg, hideToolbar }: DemoBlockProps) {
  return (
    <div className="demo" id={id}>
      <div
        className={bg ? 'demo-preview demo-preview-bg' : 'demo-preview'}
        data-island="demo"
        data-island-src={islandSrc}
        dangerouslySetInnerHTML={{ __html: previewHtml }}
      />
      {hideToolbar ? null : (
        <details className="demo-code">
          <summary className="demo-toolbar">
            <span className="demo-code-toggle">
              <span className="demo-show-label">Show code</span>
              <span className="demo-hide-label">Hide code</span>
            </span>
            <span className="code-variant-switch" role="group" aria-label="Code language">
              <button type="button" data-code-variant-option="JS" aria-label="JavaScript" aria-pressed="false">
                JS
              </button>
              <button type="button" data-code-variant-option="TS" aria-label="TypeScript" aria-pressed="true">
                TS
              </button>
            </span>
          </summary>
          <div className="demo-source" data-code-variant="TS" dangerouslySetInnerHTML={{ __html: tsHtml }} />
          <div className="demo-source" data-code-variant="JS" dangerouslySetInnerHTML={{ __html: jsHtml }} />
        </details>
      )}
    </div>
  );
}
