/**
 * A build's render workers: one per extra core, up to four threads in all; one more in place of a build thread made
 * not to render, and only when asked for one (many pages to render after all), never for a build thread that renders.
 */
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWorkerPool, type RenderWorkers } from '../../../../cli/build/renderWorkers.ts';

const pools: RenderWorkers[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

async function pool(options?: { buildThreadRenders: boolean }): Promise<RenderWorkers> {
  const made = await renderWorkerPool(options);
  pools.push(made);
  return made;
}

const renderThreads = Math.min(os.availableParallelism(), 4);

describe('render worker pools', () => {
  it('start a worker per extra core, once, for a build thread that renders', async () => {
    const workers = await pool();
    expect(workers.buildThreadRenders).toBe(true);
    expect(workers.started).toBe(false);
    const started = workers.start();
    expect(started).toHaveLength(renderThreads - 1);
    expect(workers.started).toBe(true);
    expect(workers.start({ inPlaceOfBuildThread: true })).toHaveLength(renderThreads - 1);
  });

  it('add one worker in place of a build thread made not to render, when asked for it', async () => {
    const workers = await pool({ buildThreadRenders: false });
    const early = [...workers.start()];
    expect(early).toHaveLength(renderThreads - 1);
    const all = workers.start({ inPlaceOfBuildThread: true });
    expect(all).toHaveLength(renderThreads);
    expect(all.slice(0, early.length)).toEqual(early);
    expect(workers.start({ inPlaceOfBuildThread: true })).toHaveLength(renderThreads);
  });
});
