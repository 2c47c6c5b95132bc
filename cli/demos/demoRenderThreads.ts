/**
 * Demo modules rendered on the server by the render workers as well as by the build thread. A cold build of a site
 * with hundreds of demos renders each one (importing its bundle, then React and Emotion) while the workers, started
 * for the pages, would wait idle for them: so each worker takes a few of the demos at a time, and the build thread
 * renders the rest. A render is the same in any thread (the same bundle, theme and providers), so the output is too.
 */
import type { Theme } from '@mui/material/styles';
import { createBrandTheme } from '../../runtime/brandTheme.ts';
import { contentErrorData, contentErrorsFrom, type ContentErrorData } from '../errors.ts';
import type { RenderWorker } from '../build/renderWorkers.ts';
import type { DemoRef } from './demoRef.ts';
import { renderDemoModule, type ModuleRender, type RenderModule } from './prepareDemo.tsx';

/** What the build thread sends a worker: one demo module to render. */
export interface DemoRenderRequest {
  demoRender: { id: number; ref: DemoRef; bundled: string; root: string };
}

/** What the worker answers: the render, the content errors it raised (as data), or another failure's stack. */
export interface DemoRenderReply {
  demoRendered: { id: number } & ({ rendered: ModuleRender } | { errors: ContentErrorData[] } | { failure: string });
}

/** Renders held by one worker at once: the next one waits in its queue while the build thread hands out others. */
const RENDERS_PER_WORKER = 2;

let workerTheme: Theme | undefined;

/** In a render worker: renders the requested module, as the build thread would. */
export async function answerDemoRender({ demoRender: { id, ref, bundled, root } }: DemoRenderRequest): Promise<DemoRenderReply> {
  workerTheme ??= createBrandTheme();
  try {
    return { demoRendered: { id, rendered: await renderDemoModule(ref, bundled, { root, theme: workerTheme }) } };
  } catch (error) {
    const errors = contentErrorData(error);
    return { demoRendered: errors ? { id, errors } : { id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) } };
  }
}

export function isDemoRenderRequest(message: object): message is DemoRenderRequest {
  return 'demoRender' in message;
}

export interface DemoRenderThreads {
  /** Renders a module in a worker with room for it, else in this thread. */
  renderModule: RenderModule;
  /** How many renders may be under way at once to keep every thread busy. */
  readonly capacity: number;
  /** Stops listening to the workers and lets them no longer hold the process open (until the pages are rendered). */
  release(): void;
}

interface Pending {
  resolve: (rendered: ModuleRender) => void;
  reject: (error: unknown) => void;
}

/** Spreads demo renders over `workers` and this thread (`renderHere`); `root` names files in errors. */
export function demoRenderThreads(workers: readonly RenderWorker[], root: string, renderHere: RenderModule): DemoRenderThreads {
  let nextId = 0;
  const lanes = workers.map((worker) => {
    const pending = new Map<number, Pending>();
    const onMessage = (message: object) => {
      if (!('demoRendered' in message)) return;
      const reply = (message as DemoRenderReply).demoRendered;
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if ('rendered' in reply) waiting.resolve(reply.rendered);
      else if ('errors' in reply) waiting.reject(contentErrorsFrom(reply.errors));
      else waiting.reject(new Error(`a demo failed to render in a render worker: ${reply.failure}`));
    };
    const onError = (error: unknown) => {
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.thread.on('message', onMessage);
    worker.thread.on('error', onError);
    // Its answers are awaited: until they come, the worker must keep the thread alive.
    worker.thread.ref();
    return { worker, pending, onMessage, onError };
  });
  const usable = (lane: (typeof lanes)[number]) => lane.worker.failure() === null && lane.pending.size < RENDERS_PER_WORKER;
  return {
    capacity: lanes.length * RENDERS_PER_WORKER,
    renderModule(ref, bundled) {
      const lane = lanes.filter(usable).sort((a, b) => a.pending.size - b.pending.size)[0];
      if (!lane) return renderHere(ref, bundled);
      const id = nextId++;
      return new Promise<ModuleRender>((resolve, reject) => {
        lane.pending.set(id, { resolve, reject });
        lane.worker.thread.postMessage({ demoRender: { id, ref, bundled, root } } satisfies DemoRenderRequest);
      });
    },
    release() {
      for (const { worker, onMessage, onError } of lanes) {
        worker.thread.off('message', onMessage);
        worker.thread.off('error', onError);
        worker.thread.unref();
      }
    },
  };
}
