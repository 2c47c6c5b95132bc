/**
 * A tab group as the site shows it: a tablist and one panel per tab, the chosen tab shown until the runtime applies the
 * reader's choice (runtime/shell/codeTabs.ts). Code tabs in Markdown and the tab components of other docs tools share
 * it. A group with a sync key follows, and is remembered under, that key with every group using it; one without has
 * an empty key and stays on its own (the runtime neither shares nor stores its choice).
 */
import * as React from 'react';
import { useTranslate } from '../shell/TranslationContext.tsx';

export interface Tab {
  label: string;
  /** What the tab is matched by across groups (Docusaurus's `value`); the label when absent. */
  value?: string;
  icon?: React.ReactNode;
  panel: React.ReactNode;
}

export interface TabGroupProps {
  tabs: Tab[];
  syncKey?: string;
  /** The tab shown before the reader chooses (the first when absent). */
  selected?: number;
  /** Panels of prose rather than a code block each get a frame of their own. */
  prose?: boolean;
}

export function TabGroup({ tabs, syncKey, selected = 0, prose = false }: TabGroupProps) {
  const t = useTranslate();
  const id = React.useId();
  const shown = selected >= 0 && selected < tabs.length ? selected : 0;
  return (
    <div className={prose ? 'code-tabs code-tabs-prose' : 'code-tabs'} data-code-tabs={syncKey ?? ''}>
      <div className="code-tabs-list" role="tablist" aria-label={t('code.variants')}>
        {tabs.map((tab, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            id={`${id}tab${i}`}
            aria-controls={`${id}panel${i}`}
            aria-selected={i === shown}
            tabIndex={i === shown ? 0 : -1}
            data-tab-value={tab.value ?? tab.label}
          >
            {tab.icon}
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={i} role="tabpanel" id={`${id}panel${i}`} aria-labelledby={`${id}tab${i}`} data-tab-value={tab.value ?? tab.label} hidden={i !== shown}>
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
