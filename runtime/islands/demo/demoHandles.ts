/** What the demo toolbar and the live editor can do with a hydrated demo, found by its preview element. */
import type * as React from 'react';

export interface DemoHandle {
  /** The component the page was built with. */
  readonly original: React.ComponentType;
  /** Renders `Component` in the demo's place, inside the same providers (the live editor's compiled code). */
  show(Component: React.ComponentType): void;
  /** Throws away the demo's state and mounts it afresh. */
  remount(): void;
}

const handles = new WeakMap<HTMLElement, DemoHandle>();

export function registerDemoHandle(preview: HTMLElement, handle: DemoHandle): void {
  handles.set(preview, handle);
}

/** The handle of a hydrated preview; undefined until it is hydrated. */
export function demoHandle(preview: HTMLElement): DemoHandle | undefined {
  return handles.get(preview);
}
