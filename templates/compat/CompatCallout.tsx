/** An aside of another docs tool's components (`<Aside>`, `<Admonition>`, `<Callout>`) drawn as docsgen's own callouts. */
import * as React from 'react';
import { CALLOUT_ICON_PATHS, type CalloutIconName } from './calloutIconPaths.ts';

export interface CompatCalloutProps {
  /** The style: one of docsgen's callout kinds. */
  kind: CalloutIconName;
  /** The name the author wrote (`data-callout`), as Markdown containers keep it. */
  name: string;
  title?: React.ReactNode;
  /** Replaces the kind's icon (Starlight's `icon`, Nextra's `emoji`). */
  icon?: React.ReactNode;
  children?: React.ReactNode;
}

function CalloutIcon({ kind }: { kind: CalloutIconName }) {
  return (
    <svg
      className="MuiCallout-icon"
      viewBox="0 0 24 24"
      width={20}
      height={20}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={CALLOUT_ICON_PATHS[kind]} />
    </svg>
  );
}

export function CompatCallout({ kind, name, title, icon, children }: CompatCalloutProps) {
  return (
    <aside className={`MuiCallout-root MuiCallout-${kind}`} data-callout={name}>
      {icon ? <span className="MuiCallout-icon">{icon}</span> : <CalloutIcon kind={kind} />}
      <div className="MuiCallout-content">
        {title ? <p className="MuiCallout-title">{title}</p> : null}
        {children}
      </div>
    </aside>
  );
}

/** The callout kind for a name another tool uses, or `fallback` for one docsgen has no style for. */
export function calloutKindOf(name: string | undefined, aliases: Record<string, CalloutIconName>, fallback: CalloutIconName): CalloutIconName {
  if (!name) return fallback;
  if (name in aliases) return aliases[name];
  return name in CALLOUT_ICON_PATHS ? (name as CalloutIconName) : fallback;
}
