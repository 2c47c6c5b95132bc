/**
 * Islands in MDX: a component the page imports, written with a `client:` directive (`<Counter client:load />`), is
 * rendered on the server like any other and hydrated in the browser with its props; without a directive it stays
 * static HTML and ships no JavaScript. The same search finds them for the bundle (before pages render) and for the
 * MDX compiler (as pages render), so both agree on which components are islands.
 */
import type { Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { VFile } from 'vfile';
import { contextOf, fail } from './context.ts';
import { visitMdast } from './mdast.ts';

/** When an island hydrates: at load, when the browser is idle, when it scrolls into view, or on the reader's first use. */
export const HYDRATION_DIRECTIVES = { 'client:load': 'load', 'client:idle': 'idle', 'client:visible': 'visible', 'client:intent': 'intent' } as const;
export type IslandHydration = (typeof HYDRATION_DIRECTIVES)[keyof typeof HYDRATION_DIRECTIVES];

/** The component MDX renders in an island's place (passed to the page through MDX's `components`). */
export const ISLAND_COMPONENT = 'DocsgenIsland';

/** Props the island element gets besides the author's: docsgen's own names, which no author prop takes. */
export const ISLAND_PROPS = { component: '__docsgenComponent', key: '__docsgenIsland', hydrate: '__docsgenHydrate', place: '__docsgenPlace' } as const;

/** Where an island's component comes from: `import { imported as local } from 'specifier'` (`imported` is `default` for a default import). */
export interface IslandImport {
  specifier: string;
  imported: string;
  /** The line and column of the import statement in the page body. */
  line: number;
  column: number;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

interface IslandUse {
  element: JsxElement;
  name: string;
  hydrate: IslandHydration;
  source: IslandImport;
}

interface FoundIslands {
  islands: IslandUse[];
  problems: { node: JsxElement | MdxJsxAttribute; message: string }[];
}

/** The key of an island's chunk: the page and the component's local name. */
export function islandKey(absFile: string, name: string): string {
  return `${absFile}#${name}`;
}

/** The page's ESM imports by local name. */
function importsOf(tree: Root): Map<string, IslandImport> {
  const imports = new Map<string, IslandImport>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node as MdxjsEsm).data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportNamespaceSpecifier') continue;
        const imported = specifier.type === 'ImportDefaultSpecifier' ? 'default' : specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
        const start = statement.loc?.start ?? { line: node.position?.start.line ?? 1, column: 0 };
        imports.set(specifier.local.name, { specifier: String(statement.source.value), imported, line: start.line, column: start.column + 1 });
      }
    }
  }
  return imports;
}

const isJsx = (node: RootContent): node is JsxElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
const isDirective = (attribute: JsxElement['attributes'][number]): attribute is MdxJsxAttribute => attribute.type === 'mdxJsxAttribute' && attribute.name.startsWith('client:');
const FUNCTION_EXPRESSIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'ClassExpression']);

/** Every element with a `client:` directive, checked: an imported component, a known directive, no children, no function props. */
export function findIslands(tree: Root): FoundIslands {
  const imports = importsOf(tree);
  const found: FoundIslands = { islands: [], problems: [] };
  const problem = (node: JsxElement | MdxJsxAttribute, message: string) => found.problems.push({ node, message });
  visitMdast(tree, (node) => {
    if (!isJsx(node)) return;
    const directives = node.attributes.filter(isDirective);
    if (!directives.length) return;
    const name = node.name ?? '';
    const known = directives.map((d) => d.name).filter((d): d is keyof typeof HYDRATION_DIRECTIVES => d in HYDRATION_DIRECTIVES);
    const source = imports.get(name);
    if (known.length !== 1 || directives.length !== 1) {
      problem(node, `<${name}> takes one of ${Object.keys(HYDRATION_DIRECTIVES).join(', ')}; it has ${directives.map((d) => d.name).join(', ')}`);
    } else if (!source) {
      problem(node, `<${name} ${known[0]}>: an island must be a component this page imports by name (import ${name} from './${name}.tsx')`);
    } else if (node.children.length) {
      problem(node, `<${name} ${known[0]}>: an island takes no children (its HTML is hydrated from its props alone); pass the content as a prop`);
    } else {
      for (const attribute of node.attributes) {
        const expression = attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'object' ? attribute.value?.data?.estree?.body[0] : undefined;
        if (expression?.type === 'ExpressionStatement' && FUNCTION_EXPRESSIONS.has(expression.expression.type)) {
          problem(attribute as MdxJsxAttribute, `<${name} ${known[0]}>: prop "${(attribute as MdxJsxAttribute).name}" is a function, which cannot be sent to the browser; an island's props must be JSON (strings, numbers, booleans, null, arrays, plain objects)`);
        }
      }
      found.islands.push({ element: node, name, hydrate: HYDRATION_DIRECTIVES[known[0]], source });
    }
    return false;
  });
  return found;
}

function stringAttribute(name: string, value: string): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value };
}

/** `name={identifier}`, with the estree the MDX compiler builds its JavaScript from. */
function identifierAttribute(name: string, identifier: string): MdxJsxAttribute {
  const estree: Program = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name: identifier } }] };
  return { type: 'mdxJsxAttribute', name, value: { type: 'mdxJsxAttributeValueExpression', value: identifier, data: { estree } } };
}

/**
 * remark plugin for MDX pages: each island becomes `<DocsgenIsland>` with the component, its chunk's key, when to
 * hydrate and its line, beside the author's props; a misused directive is a content error at its line.
 */
export function remarkMdxIslands() {
  return (tree: Root, file: VFile): void => {
    const context = contextOf(file);
    const { islands, problems } = findIslands(tree);
    for (const { node, message } of problems) fail(context, node, message);
    for (const { element, name, hydrate } of islands) {
      const start = element.position?.start;
      const place = start ? `${start.line + context.bodyLine - 1}:${start.column}` : '';
      element.name = ISLAND_COMPONENT;
      element.attributes = [
        identifierAttribute(ISLAND_PROPS.component, name),
        stringAttribute(ISLAND_PROPS.key, islandKey(context.absFile, name)),
        stringAttribute(ISLAND_PROPS.hydrate, hydrate),
        stringAttribute(ISLAND_PROPS.place, place),
        ...element.attributes.filter((attribute) => !isDirective(attribute)),
      ];
    }
  };
}
