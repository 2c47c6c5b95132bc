/**
 * What stands in for a component docsgen cannot render (an Astro component imported by an MDX page): a marked block
 * that names it and says what to do, with the props written on it and the content passed to it, so nothing the
 * author wrote is lost from the page while it waits to be replaced by a React component.
 */
import * as React from 'react';

function shownValue(value: unknown): string | undefined {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) || (value !== null && typeof value === 'object' && !React.isValidElement(value))) {
    try {
      return JSON.stringify(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A component that renders as the marked block for the Astro component `specifier` imports. */
export function unsupportedAstroComponent(specifier: string): React.ComponentType<Record<string, unknown>> {
  const file = specifier.split('/').pop() ?? specifier;
  function UnsupportedAstroComponent({ children, ...props }: Record<string, unknown>) {
    const shown = Object.entries(props).flatMap(([name, value]) => {
      const text = shownValue(value);
      return text === undefined ? [] : [[name, text] as const];
    });
    return (
      <div className="compat-unsupported" role="note" data-unsupported="astro" data-component={specifier}>
        <p className="compat-unsupported-title">
          Not rendered: the Astro component <code>{file}</code> (imported from <code>{specifier}</code>). docsgen renders React components; replace
          it with a React (<code>.tsx</code>) component to show it here.
        </p>
        {shown.length ? (
          <dl className="compat-unsupported-props">
            {shown.map(([name, text]) => (
              <React.Fragment key={name}>
                <dt>{name}</dt>
                <dd>{text}</dd>
              </React.Fragment>
            ))}
          </dl>
        ) : null}
        {children ? <div className="compat-unsupported-content">{children as React.ReactNode}</div> : null}
      </div>
    );
  }
  UnsupportedAstroComponent.displayName = `Unsupported(${file})`;
  return UnsupportedAstroComponent;
}
