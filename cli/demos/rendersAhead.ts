/**
 * Demo modules rendered on the server as soon as their server bundles exist. A render needs only the module's bundle,
 * not the browser bundle, which takes longer to make: so the renders start while esbuild still bundles for the
 * browser, and the render workers, which had nothing to do until then, take their share at once.
 */
import type { DemoRef } from './demoRef.ts';
import type { ModuleRender, RenderModule } from './prepareDemo.tsx';

export interface RendersAhead {
  /** The render of a module, the one under way or made ahead when there is one, else made now. */
  renderModule: RenderModule;
  /** Stops starting renders (those under way go on, and are still handed out). */
  stop(): void;
}

/**
 * Starts rendering `refs` with `render`, `inFlight` at a time, in their order. A render asked for before its turn starts
 * at once. A failed render fails only when it is asked for (its error is the demo's, reported with the others).
 */
export function rendersAhead(refs: readonly DemoRef[], render: RenderModule, serverModule: (ref: DemoRef) => string | undefined, inFlight: number): RendersAhead {
  const started = new Map<string, Promise<ModuleRender>>();
  const start = (ref: DemoRef, bundled: string) => {
    const rendering = render(ref, bundled);
    started.set(ref.absFile, rendering);
    // Awaited when the demo is prepared; until then a failure must not count as unhandled.
    rendering.catch(() => {});
    return rendering;
  };
  let next = 0;
  let stopped = false;
  const lane = async () => {
    while (next < refs.length && !stopped) {
      const ref = refs[next++];
      const bundled = serverModule(ref);
      if (started.has(ref.absFile) || !bundled) continue;
      await start(ref, bundled).catch(() => {});
    }
  };
  for (let lanes = 0; lanes < Math.min(inFlight, refs.length); lanes++) void lane();
  return {
    renderModule: (ref, bundled) => started.get(ref.absFile) ?? start(ref, bundled),
    stop() {
      stopped = true;
    },
  };
}
