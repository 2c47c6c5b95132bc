/**
 * A component's props table embedded in a page: `<PropsTable of="FancyButton" />` in MDX, `{{"propsTable": "FancyButton"}}`
 * in Markdown (the `docsgen-props-table` element). A hook's name gives its parameters. The name may be qualified by its
 * package (`@mui/joy/Button`) where two documented packages export the same name.
 */
import * as React from 'react';
import { PROPS_TABLE_TAG } from '../markdown/propsTables.ts';
import { PropsTable } from '../../templates/api/ApiTables.tsx';
import { useWithBase } from '../../templates/shell/SiteUrlContext.tsx';
import type { ApiPage } from '../api/apiPages.ts';

/** The embedded table under both names it is written with, over the site's API pages. */
export function propsTableComponents(apiPages: readonly ApiPage[]): Record<string, React.ComponentType<{ of?: unknown; line?: unknown }>> {
  const byName = new Map<string, ApiPage[]>();
  for (const page of apiPages) {
    for (const key of [page.component.name, `${page.component.packageName}/${page.component.name}`]) byName.set(key, [...(byName.get(key) ?? []), page]);
  }
  function EmbeddedPropsTable({ of, line }: { of?: unknown; line?: unknown }) {
    const withBase = useWithBase();
    const page = pageNamed(byName, of, line);
    const api = page.component;
    const rows = api.kind === 'component' ? api.props : api.parameters;
    return (
      <>
        <PropsTable rows={rows} />
        <p>
          The whole API of {api.name}: <a href={withBase(page.route)}>{page.title}</a>.
        </p>
      </>
    );
  }
  return { PropsTable: EmbeddedPropsTable, [PROPS_TABLE_TAG]: EmbeddedPropsTable };
}

function pageNamed(byName: ReadonlyMap<string, ApiPage[]>, of: unknown, line: unknown): ApiPage {
  const where = typeof line === 'string' || typeof line === 'number' ? `line ${line}: ` : '';
  if (typeof of !== 'string' || of === '') throw new Error(`${where}a props table needs the component's name: <PropsTable of="Button" /> or {{"propsTable": "Button"}}`);
  const pages = byName.get(of) ?? [];
  if (pages.length === 1) return pages[0];
  if (pages.length > 1) {
    const qualified = pages.map((page) => `"${page.component.packageName}/${page.component.name}"`).join(' or ');
    throw new Error(`${where}a props table of "${of}" is ambiguous: several documented packages export it; write ${qualified}`);
  }
  const known = byName.size === 0 ? 'the site documents no package (add api: { packages: [...] } to the config)' : `the config's api packages document no "${of}"`;
  throw new Error(`${where}no props table for "${of}": ${known}`);
}
