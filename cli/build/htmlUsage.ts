/**
 * What a page's first-paint CSS depends on in its HTML: the class tokens it carries and the custom properties it reads.
 * Read where the page is rendered (see pageFacts.ts); this module loads no CSS parser, so a build that takes every
 * page's facts from the build cache does not load one either.
 */

/**
 * The class tokens and custom properties of a page's own HTML, each list space-separated: kept with the page's facts
 * until its document is composed (and in the build cache), one string apiece holds no part of the HTML and stays small.
 */
export interface HtmlUsage {
  classes: string;
  variables: string;
}

/** The custom properties `css` reads with `var()`, fallbacks included. */
export function variableReferences(css: string): string[] {
  if (!css.includes('var(')) return [];
  return [...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]);
}

/** Every class token of `html`'s class attributes, once each. */
export function classTokens(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const token of match[1].split(/\s+/)) if (token) classes.add(token);
  return classes;
}

export function htmlUsage(html: string): HtmlUsage {
  return { classes: [...classTokens(html)].join(' '), variables: [...new Set(variableReferences(html))].join(' ') };
}

/** The entries of one of HtmlUsage's lists. */
export function usageList(list: string): string[] {
  return list === '' ? [] : list.split(' ');
}
