import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** The young generation, in MB, of a thread made after the probe set `policy` (heapPolicyProbe.ts), in a process of its own. */
function youngGenerationAfter(policy: string, env: NodeJS.ProcessEnv = {}): number {
  const probe = path.join(import.meta.dirname, 'heapPolicyProbe.ts');
  return JSON.parse(execFileSync(process.execPath, [path.join(repoRoot, 'bin/run-ts.mjs'), probe, policy], { encoding: 'utf8', env: { ...process.env, ...env } }));
}

describe('the heap policy of a build', () => {
  it('favours memory for a build expected to render nothing, and speed again before render workers are made', () => {
    // V8 favouring memory gives threads made meanwhile the smallest young generation, whatever their limits say.
    expect(youngGenerationAfter('memory-first')).toBeLessThanOrEqual(2);
    expect(youngGenerationAfter('speed-first-after')).toBeGreaterThanOrEqual(16);
  });

  it('favours speed for a build that renders, in its build thread or in workers that start with it', () => {
    expect(youngGenerationAfter('renders')).toBeGreaterThanOrEqual(16);
    expect(youngGenerationAfter('workers-at-start')).toBeGreaterThanOrEqual(16);
  });

  it('leaves V8 as it is with the thread settings off', () => {
    expect(youngGenerationAfter('memory-first', { DOCSGEN_THREAD_SETTINGS: 'off' })).toBeGreaterThanOrEqual(16);
  });
});
