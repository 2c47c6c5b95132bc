/** Layout of the density page: the reader's density controls (acting on every live Material demo of the site), then the page. */
import * as React from 'react';
import type { LayoutProps } from './types.ts';

export function DensityLayout({ content }: LayoutProps) {
  return (
    <>
      <section className="density-controls" data-density-controls aria-labelledby="density-controls-title">
        <h2 id="density-controls-title" className="density-controls-title">
          Try it on every demo
        </h2>
        <p className="density-controls-hint">These settings apply to the live demos on every page of the site and are remembered on this device.</p>
        <div className="density-controls-row">
          <button type="button" role="switch" aria-checked="false" className="density-switch" data-density-action="toggle-dense">
            <span className="density-switch-track" aria-hidden="true" />
            Apply high density
          </button>
        </div>
        <div className="density-controls-row" role="group" aria-label="Spacing unit">
          <span>Spacing unit</span>
          <button type="button" className="density-button" data-density-action="decrease" aria-label="Decrease spacing">
            −
          </button>
          <output className="density-spacing" data-density-spacing aria-live="polite">
            8px
          </output>
          <button type="button" className="density-button" data-density-action="increase" aria-label="Increase spacing">
            +
          </button>
          <button type="button" className="density-button density-reset" data-density-action="reset">
            Reset density
          </button>
        </div>
      </section>
      {content}
    </>
  );
}
