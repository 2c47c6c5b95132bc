/**
 * The part of the shared stylesheet a page needs for its first paint, inlined in its head so the page paints with the
 * HTML alone, while the whole stylesheet loads without blocking and is cached for the next page. A rule is left out only
 * when one of the classes each of its selectors requires appears nowhere in the page: such a rule matches no element
 * the page starts with, so the inlined part styles the first paint exactly as the whole stylesheet would.
 */
import postcss, { type ChildNode, type Container } from 'postcss';

/** A rule of the shared stylesheet and what it needs to match: null when it may match any page. */
interface PlannedRule {
  css: string;
  /** For each selector of the rule, the classes it needs; the rule is kept when one selector has them all. */
  selectorClasses: string[][] | null;
}

/** A block of rules (the sheet, or an @media or @supports block): its opening and closing text and its rules. */
interface PlannedBlock {
  open: string;
  close: string;
  children: (PlannedRule | PlannedBlock)[];
}

export type FirstPaintPlan = PlannedBlock;

/**
 * Classes a page may carry before its first paint that its HTML does not show: the no-flash script's mode class and
 * the mark of the current page's nav link.
 */
const CLASSES_ADDED_BEFORE_PAINT = ['mode-light', 'mode-dark', 'app-drawer-active'];

/** Commas outside brackets and parentheses split a selector list. */
function splitSelectorList(list: string): string[] {
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

function planNodes(container: Container): (PlannedRule | PlannedBlock)[] {
  const planned: (PlannedRule | PlannedBlock)[] = [];
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      const selectors = splitSelectorList(node.selector).map(requiredClasses);
      planned.push({ css: node.toString(), selectorClasses: selectors.some((classes) => classes.length === 0) ? null : selectors });
    } else if (node.type === 'atrule' && (node.name === 'media' || node.name === 'supports') && node.nodes) {
      planned.push({ open: `@${node.name} ${node.params}{`, close: '}', children: planNodes(node) });
    } else if (node.type !== 'comment') {
      // @font-face, @keyframes, @layer, @import …: kept whole.
      planned.push({ css: node.toString(), selectorClasses: null });
    }
  });
  return planned;
}

/** Parses the shared stylesheet once per build into rules and the classes each needs; `leadingCss` is inlined whole, first. */
export function planFirstPaintCss(sharedCss: string, leadingCss = ''): FirstPaintPlan {
  return { open: '', close: '', children: [{ css: leadingCss, selectorClasses: null }, ...planNodes(postcss.parse(sharedCss))] };
}

/** The class tokens of the shell's pieces, read once: every page of a product repeats the same header, nav and dialogs. */
const shellClasses = new Map<string, Set<string>>();
const SHELL_PIECES_KEPT = 64;

function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const token of match[1].split(/\s+/)) if (token) classes.add(token);
  return classes;
}

/** Every class token of a page's main HTML and of its shell's pieces, and those added before its first paint. */
export function pageClasses(mainHtml: string, shellHtmls: readonly string[]): Set<string> {
  const classes = classesIn(mainHtml);
  for (const name of CLASSES_ADDED_BEFORE_PAINT) classes.add(name);
  for (const html of shellHtmls) {
    let known = shellClasses.get(html);
    if (!known) {
      if (shellClasses.size >= SHELL_PIECES_KEPT) shellClasses.clear();
      known = classesIn(html);
      shellClasses.set(html, known);
    }
    for (const name of known) classes.add(name);
  }
  return classes;
}

function subset(block: PlannedBlock, classes: ReadonlySet<string>): string {
  let css = '';
  for (const child of block.children) {
    if ('children' in child) {
      const inner = subset(child, classes);
      if (inner) css += `${child.open}${inner}${child.close}`;
    } else if (!child.selectorClasses || child.selectorClasses.some((needed) => needed.every((name) => classes.has(name)))) {
      css += child.css;
    }
  }
  return css;
}

/** The rules of the shared stylesheet that may match an element of a page with these classes, in their order. */
export function firstPaintCss(plan: FirstPaintPlan, classes: ReadonlySet<string>): string {
  return subset(plan, classes);
}
