/** The classes a CSS selector needs on the page to match anything there. */

/** Commas outside brackets and parentheses split a selector list. */
export function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const char = list[i];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** Removes every parenthesised argument (`:not(.a)`, `:is(.a, .b)`, `:nth-child(2n+1)`), innermost first. */
function withoutArguments(selector: string): string {
  let previous: string;
  let current = selector;
  do {
    previous = current;
    current = current.replace(/\([^()]*\)/g, '');
  } while (current !== previous);
  return current;
}

/**
 * The classes a selector needs present in the page. Attribute selectors and strings are dropped first (`[href$=".md"]`
 * names no class), and so are pseudo-class arguments: `:not(.a)` matches without `.a`, `:is(.a, .b)` with either.
 */
export function requiredClasses(selector: string): string[] {
  const plain = withoutArguments(selector.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""').replace(/\[[^\]]*\]/g, ''));
  return [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]);
}
