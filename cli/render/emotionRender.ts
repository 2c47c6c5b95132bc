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
 * Renders `element` inside the theme (none: `element` brings its own providers); `themeStyles` emits the theme's CSS
 * variables. `compat` makes Emotion record styles in the cache instead of writing <style> tags
 * next to elements; we then keep the class styles the HTML uses and every global style. The cache is the browser's, so
 * the rules carry both text directions.
 */
export function renderWithStyles(element: React.ReactElement, theme: Theme | null, options: { themeStyles?: boolean } = {}): RenderedHtml {
  const cache = createEmotionCache();
  cache.compat = true;
  const html = renderToString(
    React.createElement(
      CacheProvider,
      { value: cache },
      theme ? React.createElement(ThemeProvider, { theme, disableStyleSheetGeneration: !options.themeStyles } as never, element) : element,
    ),
  );
  const styles: StyleMap = new Map();
  const classNames = emotionClassNames(html);
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const className = `${EMOTION_KEY}-${id}`;
    const isClassStyle = cache.registered[className] !== undefined;
    // The set answers for every class the HTML carries; a miss is searched as text, as the HTML may hold it elsewhere.
    if (!isClassStyle || classNames.has(className) || html.includes(className)) styles.set(id, rules);
  }
  return { html, styles };
}

/** Characters of an Emotion class name after its key: the hash and label (`css-1x2y3z-MuiButton-root`). */
function isClassNameChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 45 || code === 95;
}

/**
 * Every `css-…` word of `html`, found in one pass: a page uses dozens of Emotion classes, and searching the HTML for
 * each of them scanned the whole page once per class.
 */
function emotionClassNames(html: string): Set<string> {
  const names = new Set<string>();
  const prefix = `${EMOTION_KEY}-`;
  for (let at = html.indexOf(prefix); at >= 0; at = html.indexOf(prefix, at + prefix.length)) {
    let end = at + prefix.length;
    while (end < html.length && isClassNameChar(html.charCodeAt(end))) end += 1;
    names.add(html.slice(at, end));
  }
  return names;
}
