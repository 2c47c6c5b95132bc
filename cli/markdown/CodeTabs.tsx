/** React side of code tabs: a tablist and one panel per block; the first tab shows until the runtime applies the reader's choice. */
import * as React from 'react';
import { useTranslate } from '../../templates/shell/TranslationContext.tsx';

export function CodeTabs({ storageKey, labels, children }: { storageKey: string; labels: string; children?: React.ReactNode }) {
  const t = useTranslate();
  const id = React.useId();
  const names = JSON.parse(labels) as string[];
  const panels = React.Children.toArray(children).filter((child) => React.isValidElement(child));
  return (
    <div className="code-tabs" data-code-tabs={storageKey}>
      <div className="code-tabs-list" role="tablist" aria-label={t('code.variants')}>
        {names.map((name, i) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}tab${i}`}
            aria-controls={`${id}panel${i}`}
            aria-selected={i === 0}
            tabIndex={i === 0 ? 0 : -1}
            data-tab-value={name}
          >
            {name}
          </button>
        ))}
      </div>
      {panels.map((panel, i) => (
        <div key={names[i]} role="tabpanel" id={`${id}panel${i}`} aria-labelledby={`${id}tab${i}`} data-tab-value={names[i]} hidden={i !== 0}>
          {panel}
        </div>
      ))}
    </div>
  );
}
