/**
 * The server side of an MDX island: the component rendered as a React root of its own (as the browser hydrates it,
 * with the same providers, props and `useId` prefix), inside an element that tells the island runtime where its code
 * is, when to load it and the props to hydrate with.
 */
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { createBrandTheme } from '../../runtime/brandTheme.ts';
import type { WithBase } from '../../templates/shell/basePath.ts';
import { MaterialDemoProviders } from '../../runtime/islands/demo/MaterialDemoProviders.tsx';
import { MDX_ISLAND } from '../../runtime/islands/mdx/islandData.ts';
import { ContentError } from '../errors.ts';
import { serialiseIslandProps } from './islandProps.ts';
import { ISLAND_PROPS, type IslandHydration } from './mdxIslands.ts';

/** An island's chunk in the browser bundle: its URL and the chunks it imports beyond the runtime's (relative to it). */
export interface IslandChunk {
  src: string;
  imports: string[];
}

type IslandProps = Record<string, unknown> & {
  [ISLAND_PROPS.component]: React.ComponentType<Record<string, unknown>>;
  [ISLAND_PROPS.key]: string;
  [ISLAND_PROPS.hydrate]: IslandHydration;
  /** `line:column` in the page's file. */
  [ISLAND_PROPS.place]: string;
};

// The theme demos render with on the server, made once: the browser's providers build the same one.
let theme: Theme | null = null;

/** The `DocsgenIsland` component of one MDX page: `file` names it in errors, `chunks` has its islands' code. */
export function mdxIslandComponent(file: string, chunks: ReadonlyMap<string, IslandChunk>, withBase: WithBase): React.ComponentType<IslandProps> {
  return function DocsgenIsland(all: IslandProps) {
    const { [ISLAND_PROPS.component]: Component, [ISLAND_PROPS.key]: key, [ISLAND_PROPS.hydrate]: hydrate, [ISLAND_PROPS.place]: place, ...props } = all;
    const [line, column] = place.split(':').map(Number);
    const where = line ? { line, column } : undefined;
    const name = Component.displayName ?? Component.name ?? 'component';
    const serialised = serialiseIslandProps(props);
    if ('problem' in serialised) {
      throw new ContentError(file, `<${name} client:${hydrate}>: ${serialised.problem}; an island's props must be JSON (strings, finite numbers, booleans, null, arrays, plain objects)`, where);
    }
    const chunk = chunks.get(key);
    if (!chunk) throw new ContentError(file, `<${name} client:${hydrate}>: this island was not bundled (the page changed during the build); build again`, where);
    const idPrefix = `${MDX_ISLAND}${React.useId().replace(/[^a-zA-Z0-9]/g, '')}-`;
    // Styles go to the page's own cache, which keeps those its HTML uses: the island's HTML is part of the page's.
    const cache = useEmotionCache();
    theme ??= createBrandTheme();
    const html = renderToString(
      <CacheProvider value={cache}>
        <MaterialDemoProviders theme={theme}>
          <Component {...(JSON.parse(serialised.json) as Record<string, unknown>)} />
        </MaterialDemoProviders>
      </CacheProvider>,
      { identifierPrefix: idPrefix },
    );
    return React.createElement('docsgen-island', {
      'data-island': MDX_ISLAND,
      'data-hydrate': hydrate,
      'data-island-src': withBase(chunk.src),
      'data-island-prefetch': chunk.imports.join(' ') || undefined,
      'data-props': serialised.json,
      'data-id-prefix': idPrefix,
      dangerouslySetInnerHTML: { __html: html },
    });
  };
}
