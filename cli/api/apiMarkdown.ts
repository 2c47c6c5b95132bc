/** An API page as Markdown (for exports that feed the docs to AI tools): the same sections and tables as the HTML page. */
import { apiDescription, apiSections, importCode, type ApiSectionId } from '../../templates/api/apiSections.ts';
import type { InheritsNote } from '../../templates/api/ApiPage.tsx';
import type { ApiPage } from './apiPages.ts';
import type { ApiRecord, ComponentApi, CssClassApi, HookApi, PropApi, SlotApi } from './types.ts';

/** Renders the page's record as GitHub-flavoured Markdown, starting with its `# <Name> API` title. */
export function apiMarkdown(page: Pick<ApiPage, 'component' | 'inherits'>): string {
  const api = page.component;
  const blocks = [`# ${api.name} API`, apiDescription(api)];
  if (api.deprecated !== undefined) blocks.push(`> **Deprecated**${api.deprecated ? `: ${api.deprecated}` : ''}`);
  if (api.imports.length > 0) blocks.push(['```jsx', importCode(api), '```'].join('\n'));
  for (const section of apiSections(api)) {
    blocks.push(`## ${section.title}`, ...(api.kind === 'hook' ? hookSection(api, section.id) : componentSection(api, section.id, page.inherits)));
  }
  return `${blocks.join('\n\n')}\n`;
}

function componentSection(api: ComponentApi, id: ApiSectionId, inherits: InheritsNote | undefined): string[] {
  if (id === 'css') return [classesTable(api.classes)];
  if (id === 'slots') return [slotsTable(api.slots)];
  const blocks = [api.props.length > 0 ? propsTable(api.props, true) : 'This component has no props of its own.'];
  if (inherits) {
    const name = inherits.href ? `[${inherits.component}](${inherits.href})` : `\`${inherits.component}\``;
    blocks.push(`Props of the ${name} component are also available.`);
  }
  return blocks;
}

function hookSection(api: HookApi, id: ApiSectionId): string[] {
  if (id === 'parameters') return [api.parameters.length > 0 ? propsTable(api.parameters, true) : 'This hook takes no parameters.'];
  return [api.returnValue.length > 0 ? propsTable(api.returnValue, false) : `Returns ${code(api.returnType.full ?? api.returnType.text)}.`];
}

function propsTable(rows: readonly PropApi[], withDefault: boolean): string {
  return table(
    withDefault ? ['Name', 'Type', 'Default', 'Description'] : ['Name', 'Type', 'Description'],
    rows.map((row) => {
      const name = row.deprecated !== undefined ? `~~${code(row.name)}~~` : code(row.name);
      const deprecation = row.deprecated !== undefined ? `**Deprecated**${row.deprecated ? `: ${row.deprecated}` : ''}` : '';
      const description = [deprecation, row.description].filter(Boolean).join('<br>');
      const cells = [row.required ? `${name} (required)` : name, code(row.type.text)];
      if (withDefault) cells.push(row.default !== undefined ? code(row.default) : '');
      return [...cells, description];
    }),
  );
}

function classesTable(rows: readonly CssClassApi[]): string {
  return table(
    ['Rule name', 'Global class', 'Description'],
    rows.map((row) => [code(row.key), code(`.${row.className}`), row.description]),
  );
}

function slotsTable(rows: readonly SlotApi[]): string {
  return table(
    ['Slot name', 'Class name', 'Default component', 'Description'],
    rows.map((row) => [
      code(row.name),
      row.className ? code(`.${row.className}`) : '',
      row.default !== undefined ? code(row.default) : '',
      row.description,
    ]),
  );
}

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(head), line(head.map(() => ':---')), ...rows.map(line)].join('\n');
}

/** A table cell holds one line, and a `|` would end it early. */
function cell(text: string): string {
  return text
    .replace(/\n\s*\n/g, '<br><br>')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|');
}

/** A code span whose fence is longer than any backtick run inside it. */
function code(text: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  return longestRun > 0 ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}
