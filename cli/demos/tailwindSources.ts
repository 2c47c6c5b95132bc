/** The files a Tailwind variant's utilities are read from: the build cache keys the variant's styles by them too. */
import fs from 'node:fs';
import path from 'node:path';
import type { DemoRef } from './demoRef.ts';

/** The scripts Tailwind reads for a variant: every one in its folder, so classes in helpers beside the demo count too. */
export function tailwindSourceFiles(ref: DemoRef): string[] {
  const dir = path.dirname(ref.absFile);
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.[jt]sx?$/.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}
