/** `docsgen build`, `docsgen check` and watch mode: the build as a row of named steps, each in its own module under steps/. */
import path from 'node:path';
import { createBuildSession, shownFilesOf, type BuildSession } from './buildSession.ts';
import { CacheEntryLost } from '../cache/cacheStore.ts';
import type { RenderWorkers } from './renderWorkers.ts';
import { buildReport, createStepTimer, type BuildReport } from './report.ts';
import { checkLinks } from './steps/checkLinks.ts';
import { compose } from './steps/compose.tsx';
import { generate } from './steps/generate.ts';
import { load } from './steps/load.ts';
import { planStyles } from './steps/planStyles.ts';
import { prepareDemos } from './steps/prepareDemos.ts';
import { render } from './steps/render.ts';
import { write } from './steps/write.ts';
import { StagingFolder } from './writeOutput.ts';
import { siteContentRoots } from '../site/contentBoundary.ts';
import { readPublicFolder } from '../site/publicFolder.ts';
import { publicDirOf } from '../load/tools/pageDialect.ts';
import type { LinkPolicy } from '../../runtime/config.ts';

export interface BuildOptions {
  root: string;
  outDir: string;
  /** URL prefix when the site is served below the host root, e.g. `/docs/`. */
  base: string;
  /** Called as pages render, for the progress line. */
  onProgress?: (done: number, total: number) => void;
  /** When false, nothing is written (`docsgen check`). */
  write?: boolean;
  /** URL of the live-reload client, added to every page in watch mode. */
  devClient?: string;
  /** Receives, after a successful build, a session that can rebuild single pages (watch mode). */
  onSession?: (session: BuildSession) => void;
  /** Whether broken links fail the build or are listed as warnings; overrides the config's `links`. */
  links?: LinkPolicy;
  /**
   * Render workers the caller made (and closes), perhaps started already (then they render even a few pages); else
   * started once many pages must render. Without them, a large site starts its own.
   */
  renderWorkers?: RenderWorkers;
}

/** Builds the site; throws ContentErrors on bad content, leaving any previous output as it was. */
export async function build(options: BuildOptions): Promise<BuildReport> {
  try {
    return await buildOnce(options);
  } catch (error) {
    // A cache entry gone or changed since the build began (by a concurrent build): once more, making what is missing.
    if (error instanceof CacheEntryLost) return buildOnce(options);
    throw error;
  }
}

async function buildOnce(options: BuildOptions): Promise<BuildReport> {
  const { root, outDir, base, devClient } = options;
  const step = createStepTimer();
  const loaded = await step(load, root);
  const site = await step(generate, { loaded, base });
  const demos = await step(prepareDemos, { ...site, renderWorkers: options.renderWorkers });
  const publicFolder = readPublicFolder(publicDirOf(site.model), siteContentRoots(site.model));
  const output = options.write === false ? null : StagingFolder.create(outDir, publicFolder);
  try {
    const rendered = await step(render, { site, demos, output, outDir, base, renderWorkers: options.renderWorkers, onProgress: options.onProgress });
    const styles = await step(planStyles, rendered);
    const composed = await step(compose, { rendered, styles, runtime: demos.runtime, plugins: site.plugins, output, base, devClient, holdAllDocumentIds: options.onSession !== undefined });
    const linkPolicy = options.links ?? site.model.config.links;
    const links = await step(checkLinks, { site, rendered, composed, publicFolder, base, policy: linkPolicy });
    if (output) await step(write, { output, outDir, site, rendered, styles, runtime: demos.runtime, publicFolder, onCommitted: () => composed.remember(links.brokenLinks.length === 0) });
    const { model } = site;
    options.onSession?.(createBuildSession({ root, outDir, model, renderContext: rendered.renderContext, composeContext: composed.composeContext, documentIds: composed.documentIds, staticFiles: links.staticFiles, publicFiles: links.publicFiles, prepared: demos.prepared, linkPolicy, shownFiles: shownFilesOf(rendered.pages) }));
    return buildReport({ site, rendered, composed, styles, links, steps: step.timings, outDir: output ? outDir : null, demoCache: demos.cacheUse });
  } catch (error) {
    await output?.abort();
    throw error;
  }
}
