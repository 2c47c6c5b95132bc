/** One render job: a Markdown or API page rendered to HTML, with its searchable text; the same in any thread. */
import type { ApiPage } from '../api/apiPages.ts';
import { contentErrorData, type ContentErrorData } from '../errors.ts';
import type { RenderInputs } from '../render/renderContext.tsx';
import { renderApiPage, renderPage, type RenderContext } from '../render/renderPage.tsx';
import type { RenderedRoute } from '../render/renderedRoute.ts';
import { extractSections, type Section } from '../search/extractSections.ts';

export interface JobInputs extends RenderInputs {
  apiPages: ApiPage[];
}

/** A job is a Markdown page or an API page, by index. */
export type RenderJob = { kind: 'page'; index: number } | { kind: 'api'; index: number };

/** A rendered page with its searchable sections, extracted where it was rendered to spread that work too. */
export interface RenderedJob {
  page: RenderedRoute;
  sections: Section[];
}

export type JobResult = RenderedJob | ContentErrorData[];

/** Renders one job; content errors come back as data so every problem of the site is reported together. */
export async function runJob(job: RenderJob, inputs: JobInputs, ctx: RenderContext): Promise<JobResult> {
  try {
    const page = job.kind === 'page' ? await renderPage(inputs.model.pages[job.index], ctx) : await renderApiPage(inputs.apiPages[job.index], ctx);
    return { page, sections: extractSections(page.mainHtml, { title: page.title, description: page.description }) };
  } catch (error) {
    const errors = contentErrorData(error);
    if (!errors) throw error;
    return errors;
  }
}
