/** Everything a page needs to show a demo: its server HTML and styles, and its highlighted source in TypeScript and JavaScript. */
import * as React from 'react';
import path from 'node:path';
import type { Theme } from '@mui/material/styles';
import { ContentError } from '../errors.ts';
import { importFresh } from '../load/loadConfig.ts';
import { renderWithStyles, type StyleMap } from '../render/emotionRender.ts';
import { DemoProviders } from '../../runtime/islands/demo/demoKinds.tsx';
import { DemoBlock } from '../../templates/demo/DemoBlock.tsx';
import type { DemoRef } from './collectDemos.ts';
import { demoSource } from './demoSource.ts';
import { PageFileContext } from '../render/pageFileContext.ts';

export interface PreparedDemo {
  previewHtml: string;
  styles: StyleMap;
  tsHtml: string;
  jsHtml: string;
  islandSrc: string;
  /** Sources as text, for the Markdown export. */
  ts: string;
  js: string;
}

export interface DemoContext {
  root: string;
  theme: Theme;
  demoChunks: Map<string, string>;
  /** Highlights code into a `.MuiCode-root` block. */
  highlight(code: string, lang: string): Promise<string>;
}

/** Imports a demo module and renders its default export on the server with the site theme; errors name the file. */
export async function serverRenderDemo(ref: DemoRef, ctx: Pick<DemoContext, 'root' | 'theme' | 'demoChunks'>) {
  const file = path.relative(ctx.root, ref.absFile);
  let Demo: unknown;
  try {
    Demo = (await importFresh(ref.absFile)).default;
  } catch (error) {
    throw new ContentError(file, `the demo could not be loaded: ${(error as Error).message}`);
  }
  if (typeof Demo !== 'function' && (typeof Demo !== 'object' || Demo === null)) {
    throw new ContentError(file, 'a demo must export its component as the default export');
  }
  const Component = Demo as React.ComponentType;
  let rendered;
  try {
    rendered = renderWithStyles(
      <DemoProviders kind={ref.kind} theme={ctx.theme}>
        <Component />
      </DemoProviders>,
      ctx.theme,
    );
  } catch (error) {
    throw new ContentError(file, `the demo failed to render on the server: ${(error as Error).message}`);
  }
  const islandSrc = ctx.demoChunks.get(ref.chunkName);
  if (!islandSrc) throw new Error(`no browser chunk was built for ${file}`);
  return { html: rendered.html, styles: rendered.styles, islandSrc };
}

/** Loads, server-renders and highlights one demo; errors name the demo file. */
export async function prepareDemo(ref: DemoRef, ctx: DemoContext): Promise<PreparedDemo> {
  const source = await demoSource(ref.absFile, ctx.root);
  const rendered = await serverRenderDemo(ref, ctx);
  const [tsHtml, jsHtml] = await Promise.all([ctx.highlight(source.ts, 'tsx'), ctx.highlight(source.js, 'jsx')]);
  return { previewHtml: rendered.html, styles: rendered.styles, tsHtml, jsHtml, islandSrc: rendered.islandSrc, ts: source.ts, js: source.js };
}

/** The `docsgen-demo` element of Markdown: one component for all pages, finding the demo beside the page being rendered. */
export function demoComponent(prepared: Map<string, PreparedDemo>): React.ComponentType<{ name: string; options?: string }> {
  return function DocsgenDemo({ name, options }) {
    const pageFile = React.useContext(PageFileContext);
    if (!pageFile) throw new Error('docsgen: a demo was rendered outside a page');
    const demo = prepared.get(path.join(path.dirname(pageFile), name));
    if (!demo) throw new Error(`demo ${name} was not prepared`);
    const parsed = options ? (JSON.parse(options) as { bg?: boolean; hideToolbar?: boolean }) : {};
    return (
      <DemoBlock
        id={`demo-${name.replace(/\.tsx?$/, '')}`}
        previewHtml={demo.previewHtml}
        islandSrc={demo.islandSrc}
        tsHtml={demo.tsHtml}
        jsHtml={demo.jsHtml}
        bg={parsed.bg}
        hideToolbar={parsed.hideToolbar}
      />
    );
  };
}
