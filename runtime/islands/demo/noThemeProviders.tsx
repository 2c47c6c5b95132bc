/** Browser entry helper for demos of an unstyled library: no provider and no library theme, only the demo's own styles. */
import type * as React from 'react';

export function Providers({ children }: { children: React.ReactNode }) {
  return children;
}
