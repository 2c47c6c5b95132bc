/** Shared fixtures for the Markdown pipeline tests. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect } from 'vitest';
import { ContentError, contentErrorsIn } from '../../../../cli/errors.ts';
import { renderMarkdown, type MarkdownOptions, type RenderedMarkdown } from '../../../../cli/markdown/index.ts';

export const pagesDir = '/site/content/pages';

/** Routes of the pretend site: a file is a page when it is listed here. */
const routes: Record<string, string> = {
  [`${pagesDir}/material-ui/getting-started/installation.md`]: '/material-ui/getting-started/installation/',
  [`${pagesDir}/material-ui/react-button.md`]: '/material-ui/react-button/',
  [`${pagesDir}/material-ui/customization/index.md`]: '/material-ui/customization/',
};

function DemoStub(props: { name: string; options: string }) {
  return createElement('div', { 'data-demo': props.name, 'data-options': props.options });
}

export const demoComponents = { 'docsgen-demo': DemoStub };

/** Options for a page at `material-ui/getting-started/usage.md` whose body starts on line `bodyLine`. */
export function options(overrides: Partial<MarkdownOptions> = {}): MarkdownOptions {
  return {
    file: 'content/pages/material-ui/getting-started/usage.md',
    absFile: `${pagesDir}/material-ui/getting-started/usage.md`,
    bodyLine: 1,
    routeOfFile: (absPath) => routes[absPath],
    components: demoComponents,
    ...overrides,
  };
}

/** Renders `markdown` and its React content as static HTML. */
export async function render(
  markdown: string,
  overrides: Partial<MarkdownOptions> = {},
): Promise<RenderedMarkdown & { html: string }> {
  const result = await renderMarkdown(markdown, options(overrides));
  return { ...result, html: renderToStaticMarkup(result.content) };
}

/** Asserts that `action` fails with a ContentError at `line` (and `column`) whose message matches `message`. */
export async function expectContentError(
  action: () => unknown,
  expected: { line: number; column?: number; message: RegExp; file?: string },
): Promise<ContentError> {
  let caught: unknown;
  try {
    await action();
  } catch (error) {
    caught = error;
  }
  // A page reports all of its problems at once; the case at hand is the first of them.
  const error = contentErrorsIn(caught)?.[0];
  expect(error).toBeInstanceOf(ContentError);
  if (!error) throw caught;
  expect(error.message).toMatch(expected.message);
  expect(error.position?.line).toBe(expected.line);
  if (expected.column !== undefined) expect(error.position?.column).toBe(expected.column);
  if (expected.file !== undefined) expect(error.file).toBe(expected.file);
  return error;
}
