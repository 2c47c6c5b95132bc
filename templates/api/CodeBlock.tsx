/** A code block in the site's markup: the copy island finds `.MuiCode-root` and wires its button. */
import * as React from 'react';

/** Renders `code` as a plain (unhighlighted) block with the copy button. */
export function CodeBlock({ code }: { code: string }) {
  return (
    <div className="MuiCode-root">
      <pre>
        <code>{code}</code>
      </pre>
      <button type="button" className="MuiCode-copy" aria-label="Copy the code">
        <span className="MuiCode-copy-label">Copy</span>
        <span className="MuiCode-copied-label">Copied</span>
      </button>
    </div>
  );
}
