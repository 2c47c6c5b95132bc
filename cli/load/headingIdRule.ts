/** The heading id rule a site folder implies by the tool it was written for (see cli/markdown/headingIds.ts). */
import fs from 'node:fs';
import path from 'node:path';
import type { HeadingIdRule } from '../markdown/headingIds.ts';

/** The rule of the tool a site folder was written for: VitePress's when it has a `.vitepress` folder, else GitHub's. */
export function detectHeadingIdRule(root: string, pagesDir: string): HeadingIdRule {
  const isVitePress = [root, pagesDir].some((dir) => fs.statSync(path.join(dir, '.vitepress'), { throwIfNoEntry: false })?.isDirectory());
  return isVitePress ? 'vitepress' : 'github';
}
