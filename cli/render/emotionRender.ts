/** Server rendering with a per-render Emotion cache: returns the HTML and the styles it used, keyed by Emotion id, so no <style> lands in <body>. */
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { EMOTION_KEY, createEmotionCache } from '../../runtime/theme/emotionCache.ts';

/** Emotion styles by id, in insertion order (order matters for CSS precedence). */
export type StyleMap = Map<string, string>;

export interface RenderedHtml {
  html: string;
  styles: StyleMap;
}

/**
 * Renders `element` inside the theme. `compat` makes Emotion record styles in the cache instead of writing <style> tags
 * next to elements; we then keep the class styles the HTML uses and every global style. The cache is the browser's, so
 * the rules carry both text directions.
 */
export function renderWithStyles(element: React.ReactElement, theme: Theme, options: { themeStyles?: boolean } = {}): RenderedHtml {
  const cache = createEmotionCache();
  cache.compat = true;
  const html = renderToString(
    React.createElement(
      CacheProvider,
      { value: cache },
      React.createElement(ThemeProvider, { theme, disableStyleSheetGeneration: !options.themeStyles } as never, element),
    ),
  );
  const styles: StyleMap = new Map();
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const isClassStyle = cache.registered[`${EMOTION_KEY}-${id}`] !== undefined;
    if (!isClassStyle || html.includes(`${EMOTION_KEY}-${id}`)) styles.set(id, rules);
  }
  return { html, styles };
}
