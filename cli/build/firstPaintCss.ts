/**
 * The part of the shared stylesheet a page needs for its first paint, inlined in its head so the page paints with the
 * HTML alone, while the whole stylesheet loads without blocking and is cached for the next page. A rule is left out only
 * when one of the classes each of its selectors requires appears nowhere in the page: such a rule matches no element
 * the page starts with, so the inlined part styles the first paint exactly as the whole stylesheet would. Likewise a
 * custom property (the theme declares hundreds, for every palette in both colour schemes) is inlined only when the
 * page's inlined CSS or HTML refers to it, directly or through another property it keeps.
 */
import postcss, { type ChildNode, type Container, type Rule } from 'postcss';
import { classesAddedAtLoad } from './classesAddedAtLoad.ts';
import { classTokens, usageList, variableReferences, type HtmlUsage } from './htmlUsage.ts';
import { requiredClasses, splitSelectorList } from './selectorClasses.ts';

/** A custom property a rule declares, and the custom properties its value refers to. */
interface PlannedVariable {
  name: string;
  declaration: string;
  references: string[];
}

/** A rule of the shared stylesheet and what it needs to match: null when it may match any page. */
interface PlannedRule {
  css: string;
  /** For each selector of the rule, the classes it needs; the rule is kept when one selector has them all. */
  selectorClasses: string[][] | null;
  /** The custom properties it refers to outside the custom properties it declares. */
  references: string[];
  /** A rule declaring custom properties: its selector, its other declarations, and its custom properties, inlined when used. */
  variables?: { selector: string; declarations: string[]; declared: PlannedVariable[] };
}

/** A block of rules (the sheet, or an @media or @supports block): its opening and closing text and its rules. */
interface PlannedBlock {
  open: string;
  close: string;
  children: (PlannedRule | PlannedBlock)[];
}

export interface FirstPaintPlan {
  sheet: PlannedBlock;
  /** What each custom property the stylesheet declares refers to, over all its declarations. */
  variableReferences: Map<string, string[]>;
}

/**
 * Classes a page may carry before its first paint that its HTML does not show: the no-flash script's mode class and
 * the mark of the current page's nav link.
 */
const CLASSES_ADDED_BEFORE_PAINT = ['mode-light', 'mode-dark', 'app-drawer-active'];

/** A rule, with its custom properties apart when it declares some. */
function planRule(rule: Rule, variableDefinitions: Map<string, string[]>): PlannedRule {
  const selectors = splitSelectorList(rule.selector).map(requiredClasses);
  const selectorClasses = selectors.some((classes) => classes.length === 0) ? null : selectors;
  const declared: PlannedVariable[] = [];
  const declarations: string[] = [];
  rule.each((child) => {
    if (child.type === 'decl' && child.prop.startsWith('--')) {
      const references = variableReferences(child.value);
      declared.push({ name: child.prop, declaration: child.toString(), references });
      variableDefinitions.set(child.prop, [...(variableDefinitions.get(child.prop) ?? []), ...references]);
    } else if (child.type !== 'comment') {
      declarations.push(child.toString());
    }
  });
  const css = rule.toString();
  if (declared.length === 0) return { css, selectorClasses, references: variableReferences(css) };
  return { css, selectorClasses, references: variableReferences(declarations.join(';')), variables: { selector: rule.selector, declarations, declared } };
}

function planNodes(container: Container, variableDefinitions: Map<string, string[]>): (PlannedRule | PlannedBlock)[] {
  const planned: (PlannedRule | PlannedBlock)[] = [];
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      planned.push(planRule(node, variableDefinitions));
    } else if (node.type === 'atrule' && (node.name === 'media' || node.name === 'supports') && node.nodes) {
      planned.push({ open: `@${node.name} ${node.params}{`, close: '}', children: planNodes(node, variableDefinitions) });
    } else if (node.type !== 'comment') {
      // @font-face, @keyframes, @layer, @import …: kept whole.
      const css = node.toString();
      planned.push({ css, selectorClasses: null, references: variableReferences(css) });
    }
  });
  return planned;
}

/** Parses the shared stylesheet once per build into rules and the classes each needs; `leadingCss` is inlined whole, first. */
export function planFirstPaintCss(sharedCss: string, leadingCss = ''): FirstPaintPlan {
  const variableDefinitions = new Map<string, string[]>();
  const children = planNodes(postcss.parse(sharedCss), variableDefinitions);
  const leading: PlannedRule = { css: leadingCss, selectorClasses: null, references: variableReferences(leadingCss) };
  return { sheet: { open: '', close: '', children: [leading, ...children] }, variableReferences: variableDefinitions };
}

/** What the first-paint CSS of a page depends on: the classes it carries and the custom properties it reads itself. */
export interface PageUsage {
  classes: Set<string>;
  variables: Set<string>;
}

/** The class tokens and custom properties of the shell's pieces, read once: every page of a product repeats the same header, nav and dialogs. */
const shellUsage = new Map<string, PageUsage>();
const SHELL_PIECES_KEPT = 64;

/**
 * Every class token of a page's main HTML (`mainUsage`, read from `mainHtml` where it was rendered) and of its shell's
 * pieces, and those added before its first paint or drawn at load into what `mainHtml` holds; and the custom
 * properties they and the page's own CSS (inlined after the first-paint part) read.
 */
export function pageUsage(mainHtml: string, mainUsage: HtmlUsage, shellHtmls: readonly string[], pageCss = ''): PageUsage {
  const classes = new Set([...usageList(mainUsage.classes), ...CLASSES_ADDED_BEFORE_PAINT, ...classesAddedAtLoad(mainHtml)]);
  const variables = new Set([...usageList(mainUsage.variables), ...variableReferences(pageCss)]);
  for (const html of shellHtmls) {
    let known = shellUsage.get(html);
    if (!known) {
      if (shellUsage.size >= SHELL_PIECES_KEPT) shellUsage.clear();
      known = { classes: classTokens(html), variables: new Set(variableReferences(html)) };
      shellUsage.set(html, known);
    }
    for (const name of known.classes) classes.add(name);
    for (const name of known.variables) variables.add(name);
  }
  return { classes, variables };
}

function matches(rule: PlannedRule, classes: ReadonlySet<string>): boolean {
  return !rule.selectorClasses || rule.selectorClasses.some((needed) => needed.every((name) => classes.has(name)));
}

/** Adds the custom properties the rules of `block` a page keeps refer to outside custom properties. */
function collectReferences(block: PlannedBlock, classes: ReadonlySet<string>, into: Set<string>): void {
  for (const child of block.children) {
    if ('children' in child) collectReferences(child, classes, into);
    else if (matches(child, classes)) for (const name of child.references) into.add(name);
  }
}

/** `used` grown by every custom property a used one refers to. */
function withIndirectReferences(used: Set<string>, definitions: Map<string, string[]>): Set<string> {
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const reference of definitions.get(name) ?? []) {
      if (!used.has(reference)) {
        used.add(reference);
        pending.push(reference);
      }
    }
  }
  return used;
}

/** A kept rule's text, with only the custom properties in `used` when it declares some. */
function ruleCss(rule: PlannedRule, used: ReadonlySet<string>): string {
  if (!rule.variables) return rule.css;
  const { selector, declarations, declared } = rule.variables;
  const kept = [...declarations, ...declared.filter((variable) => used.has(variable.name)).map((variable) => variable.declaration)];
  return kept.length > 0 ? `${selector}{${kept.join(';')}}` : '';
}

function subset(block: PlannedBlock, classes: ReadonlySet<string>, used: ReadonlySet<string>): string {
  let css = '';
  for (const child of block.children) {
    if ('children' in child) {
      const inner = subset(child, classes, used);
      if (inner) css += `${child.open}${inner}${child.close}`;
    } else if (matches(child, classes)) {
      css += ruleCss(child, used);
    }
  }
  return css;
}

/**
 * The rules of the shared stylesheet that may match an element of a page with these classes, in their order, with the
 * custom properties that the page itself, the kept rules or the kept custom properties read.
 */
export function firstPaintCss(plan: FirstPaintPlan, page: PageUsage): string {
  const used = new Set(page.variables);
  collectReferences(plan.sheet, page.classes, used);
  return subset(plan.sheet, page.classes, withIndirectReferences(used, plan.variableReferences));
}
