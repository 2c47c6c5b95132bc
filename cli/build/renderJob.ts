/** One render job: a Markdown or API page rendered to HTML, with its searchable text; the same in any thread. */
import type { ApiPage } from '../api/apiPages.ts';
import { contentErrorData, type ContentErrorData } from '../errors.ts';
import type { SourcePage } from '../model.ts';
import type { RenderInputs } from '../render/renderContext.tsx';
import { renderApiPage, renderPage, type RenderContext } from '../render/renderPage.tsx';
import type { RenderedRoute } from '../render/renderedRoute.ts';
import type { PrevNext } from '../../templates/shell/navTree.ts';
import { extractSections, type Section } from '../search/extractSections.ts';
import { detachedCopy } from './detachedCopy.ts';
import { pageFailure, pageLocation } from './pageFailure.ts';
import { pageFacts, type PageFacts } from './pageFacts.ts';

export interface JobInputs extends RenderInputs {
  apiPages: ApiPage[];
}

/**
 * A job is a Markdown page, given whole (a render worker's model holds the pages without their bodies: each body
 * travels with its own job), or an API page, by index; either with its neighbours in its product's nav (a render
 * worker's model holds no navs: a large site's nav and its index would be one more copy of every page in each worker).
 */
export type RenderJob = ({ kind: 'page'; page: SourcePage } | { kind: 'api'; index: number }) & { prevNext: PrevNext };

/** A rendered page with its searchable sections and its facts, taken where it was rendered to spread that work too. */
export interface RenderedJob {
  page: RenderedRoute;
  sections: Section[];
  facts: PageFacts;
}

export type JobResult = RenderedJob | ContentErrorData[];

/** Renders one job; content errors come back as data so every problem of the site is reported together. */
export async function runJob(job: RenderJob, inputs: JobInputs, ctx: RenderContext): Promise<JobResult> {
  try {
    const page = job.kind === 'page' ? await renderPage(job.page, ctx, job.prevNext) : await renderApiPage(inputs.apiPages[job.index], ctx, job.prevNext);
    // Kept with the page's summary until the end of the build, the sections must not hold on to its HTML.
    return { page, sections: detachedCopy(extractSections(page.mainHtml, { title: page.title, description: page.description })), facts: pageFacts(page) };
  } catch (error) {
    const source = job.kind === 'page' ? job.page : inputs.apiPages[job.index];
    return contentErrorData(pageFailure(error, pageLocation(source, source.route), 'the page failed to render'))!;
  }
}
