/**
 * Gives the main thread back to the browser between pieces of start-up work, so input, rendering and the page's own
 * tasks run in between and no piece adds up to a long task.
 */

/** Resolves in a later task: `scheduler.yield()` where the browser has it (it resumes ahead of other queued work), else a timeout. */
export const yieldToMain = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?(): Promise<void> } }).scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve));

/** Runs `steps` in order, yielding to the browser after each one. */
export async function runInSteps(steps: readonly (() => void)[]): Promise<void> {
  for (const step of steps) {
    step();
    await yieldToMain();
  }
}

/** Runs `read` in the frame after the next paint: layout is then up to date and reading it forces nothing. */
export const afterNextPaint = (read: () => void): void => void requestAnimationFrame(() => setTimeout(read));
