/**
 * MDX pages: compiled by @mdx-js/mdx with docsgen's own remark and rehype plugins (so callouts, code blocks, heading
 * ids, link checks and local files work as in Markdown), bundled by esbuild with the components and packages they
 * import, and rendered on the server through the same React as the rest of the page.
 */
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import * as esbuild from 'esbuild';
import * as React from 'react';
import { VFile } from 'vfile';
import { localInputFiles } from '../cache/inputFiles.ts';
import { ContentError, ContentErrors, contentErrorsIn } from '../errors.ts';
import { mdxPartialsPlugin, type CompilePartial } from './mdxPartials.ts';
import { locateContentPath, outsideReason, type ContentRoots } from '../site/contentBoundary.ts';
import { siteResolutionPlugin } from '../site/siteResolution.ts';
import { CodeHighlighterProvider } from '../../templates/code/CodeHighlighter.tsx';
import { remarkAstroImports } from './astroImports.ts';
import { getHighlighter, highlightToHtml } from './codeBlocks.ts';
import { compatImportsPlugin, fileContentImports } from './compatImports.ts';
import { createContext, showsFile, siteRootOf, type MarkdownContext } from './context.ts';
import { remarkGfmFeatures } from './gfmFeatures.ts';
import { remarkJsxDepthLimit } from './jsxTreeDepth.ts';
import { publishAsset } from './localFiles.ts';
import { mdxIslandComponent } from './MdxIsland.tsx';
import { ISLAND_COMPONENT, remarkMdxIslands } from './mdxIslands.ts';
import { checkPageLimits, renderingWithinLimits } from './pageLimits.ts';
import {
  rehypeSteps,
  remarkRehypeHandlers,
  remarkSteps,
  renderedFrom,
  throwRecordedErrors,
  withBuiltInComponents,
  type MarkdownOptions,
  type RenderedMarkdown,
} from './index.ts';

interface MdxModule {
  default: React.ComponentType<{ components?: Record<string, React.ComponentType<any>> }>;
}

/** Renders an MDX page body; the result has the same shape as a Markdown page's. */
export async function renderMdx(body: string, options: MarkdownOptions): Promise<RenderedMarkdown> {
  const context = createContext(options);
  checkPageLimits(body, context, { mdx: true });
  return renderingWithinLimits(context, () => compiledAndBundled(body, options, context));
}

async function compiledAndBundled(body: string, options: MarkdownOptions, context: MarkdownContext): Promise<RenderedMarkdown> {
  const file = new VFile({ path: options.absFile, value: body, data: { docsgen: context } });
  const program = await compiledProgram(file, options);
  throwRecordedErrors(context);
  const compilePartial = partialCompiler(options, context);
  const { module, inputs } = await importBundled(program, body, options, context, compilePartial);
  // The page shows what its components render: the build cache checks their files, as those of included Markdown.
  for (const file of inputs) showsFile(context, file);
  const components = {
    ...withBuiltInComponents(options.components ?? {}),
    [ISLAND_COMPONENT]: mdxIslandComponent(options.file, options.islands ?? new Map(), context.withBase),
    // Astro's built-in <Fragment> (Starlight pages use it without importing it) groups content and renders none of its own.
    Fragment: React.Fragment,
  };
  const prism = await getHighlighter();
  const highlight = (lang: string, code: string) => highlightToHtml(prism, lang, code);
  const content = React.createElement(CodeHighlighterProvider, { value: highlight }, React.createElement(module.default, { components }));
  return renderedFrom(content, context);
}

/** The MDX page or partial in `file` as an ES module; a syntax error is a ContentError at its line. */
async function compiledProgram(file: VFile, options: MarkdownOptions): Promise<string> {
  try {
    return String(
      await compile(file, {
        // Every GFM extension: an MDX page is parsed once, so there is nothing to gain from picking them per page.
        remarkPlugins: [remarkJsxDepthLimit, remarkMdxIslands, remarkAstroImports, remarkGfmFeatures, ...remarkSteps, ...(options.extensions?.remarkPlugins ?? [])],
        remarkRehypeOptions: { handlers: remarkRehypeHandlers },
        rehypePlugins: [...rehypeSteps, ...(options.extensions?.rehypePlugins ?? [])],
        jsxImportSource: 'react',
        // By the page's format (pageFormat.ts), not its extension: a `.md` page or partial reaching here is MDX.
        format: 'mdx',
      }),
    );
  } catch (error) {
    // A plugin's content error keeps its place; a RangeError is the page's too deep or too large tree (pageLimits.ts).
    throw error instanceof ContentError || error instanceof RangeError ? error : syntaxError(error, options);
  }
}

/**
 * Compiles a partial the page imports with a context of its own (its file, its folder), then hands its warnings,
 * broken links, assets and errors to the page's.
 */
function partialCompiler(options: MarkdownOptions, page: MarkdownContext): CompilePartial {
  return async (absPath, text) => {
    const partialOptions = { ...options, absFile: absPath, file: path.relative(siteRootOf(options), absPath), bodyLine: 1 };
    const partial = createContext(partialOptions);
    const program = await compiledProgram(new VFile({ path: absPath, value: text, data: { docsgen: partial } }), partialOptions);
    page.warnings.push(...partial.warnings);
    page.brokenLinks.push(...partial.brokenLinks);
    page.assets.push(...partial.assets);
    throwRecordedErrors(partial);
    showsFile(page, absPath);
    return program;
  };
}

/** The MDX compiler's message (it carries a place) as a ContentError at the file's line. */
function syntaxError(error: unknown, options: MarkdownOptions): ContentError {
  const place = (error as { place?: { line: number; column: number } | { start: { line: number; column: number } } }).place;
  const start = place && 'start' in place ? place.start : place;
  const message = (error as { reason?: string }).reason ?? (error as Error).message;
  return new ContentError(options.file, `MDX: ${message}`, start && { line: start.line + options.bodyLine - 1, column: start.column });
}

/**
 * The compiled page bundled with its local imports, then imported, with the local files the bundle read (packages
 * left out); an import that does not resolve is reported at its line.
 */
async function importBundled(
  program: string,
  body: string,
  options: MarkdownOptions,
  context: MarkdownContext,
  compilePartial: CompilePartial,
): Promise<{ module: MdxModule; inputs: string[] }> {
  const { contentRoots } = context;
  const publishFile = (absPath: string, content: Buffer) => publishAsset(context, absPath, content);
  let output: string;
  let inputs: string[];
  let filesRead: string[];
  try {
    const result = await esbuild.build({
      stdin: { contents: program, resolveDir: path.dirname(options.absFile), sourcefile: options.file, loader: 'js' },
      bundle: true,
      format: 'esm',
      platform: 'node',
      jsx: 'automatic',
      write: false,
      metafile: true,
      logLevel: 'silent',
      absWorkingDir: siteRootOf(options),
      // As demos resolve: one React, MUI and Emotion (whose contexts and caches must be the page's) for docsgen and
      // every page, and a CommonJS module's default import as a bundler gives it.
      plugins: [compatImportsPlugin({ siteRoot: siteRootOf(options), publishFile }), mdxPartialsPlugin(compilePartial), siteResolutionPlugin({ siteRoot: siteRootOf(options) })],
    });
    output = result.outputFiles[0].text;
    inputs = localInputFiles(Object.keys(result.metafile.inputs), siteRootOf(options));
    filesRead = [...inputs, ...fileContentImports(Object.keys(result.metafile.inputs))];
  } catch (error) {
    const failures = (error as { errors?: esbuild.Message[] }).errors;
    if (!failures) throw error;
    // A partial's own problems, thrown from its loader, keep their file and line.
    const partialErrors = failures.flatMap((failure) => contentErrorsIn(failure.detail) ?? []);
    if (partialErrors.length) throw new ContentErrors(partialErrors);
    throw new ContentErrors(failures.map((failure) => importError(failure, body, options)));
  }
  // The bundle is checked before it runs: a file it read from outside the content boundary (`../../secret.txt?raw`,
  // a component through a symlink) fails the page, and nothing of it is published.
  const outside = filesRead.filter((input) => locateContentPath(input, contentRoots).kind === 'outside');
  if (outside.length) {
    throw new ContentErrors(outside.map((input) => outsideImportError(input, body, options)));
  }
  return { module: (await import(`data:text/javascript;base64,${Buffer.from(output).toString('base64')}`)) as MdxModule, inputs };
}

/** A file read from outside the content boundary, at the page's line that imports it when the page does so itself. */
function outsideImportError(input: string, body: string, options: MarkdownOptions): ContentError {
  const folder = path.dirname(options.absFile);
  const lines = body.split('\n');
  const index = lines.findIndex((line) => {
    const specifier = /^\s*import\b.*?['"]([^'"]+)['"]/.exec(line)?.[1]?.replace(/\?[^/]*$/, '');
    return specifier !== undefined && /^\.{1,2}\//.test(specifier) && path.resolve(folder, specifier) === input;
  });
  const position = index >= 0 ? { line: index + options.bodyLine, column: 1 } : undefined;
  return new ContentError(options.file, `MDX: ${outsideReason(path.relative(folder, input))}`, position);
}

function importError(failure: esbuild.Message, body: string, options: MarkdownOptions): ContentError {
  const specifier = /(?:could not|cannot) resolve "([^"]+)"/i.exec(failure.text)?.[1];
  // The compiled program keeps the author's import lines but not their numbers: find the line that imports it.
  const lines = body.split('\n');
  const index = specifier ? lines.findIndex((line) => /^\s*import\b/.test(line) && (line.includes(`'${specifier}'`) || line.includes(`"${specifier}"`))) : -1;
  const position = index >= 0 ? { line: index + options.bodyLine, column: 1 } : undefined;
  const message = specifier
    ? `MDX: cannot import "${specifier}": no such file or package from ${path.dirname(options.file)}; fix the path or install the package`
    : `MDX: ${failure.text}`;
  return new ContentError(options.file, message, position);
}
