import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ApiPage } from '../../../../cli/api/apiPages.ts';
import { PROPS_TABLE_TAG } from '../../../../cli/markdown/propsTables.ts';
import { propsTableComponents } from '../../../../cli/render/propsTableComponent.tsx';
import { buttonApi, useButtonApi } from '../../api/fixtures.ts';

const page = (component: ApiPage['component'], route: string): ApiPage => ({ route, title: `${component.name} API`, component, productId: null });
const pages = [
  page(buttonApi, '/api/button/'),
  page({ ...buttonApi, packageName: '@mui/joy' }, '/joy/api/button/'),
  page({ ...buttonApi, name: 'Chip' }, '/api/chip/'),
  page(useButtonApi, '/api/use-button/'),
];
const { PropsTable, [PROPS_TABLE_TAG]: Element } = propsTableComponents(pages);
const html = (element: React.ReactElement) => renderToStaticMarkup(element);

describe('the embedded props table', () => {
  it('draws a component’s props, linking its page, under both of its names', () => {
    const table = html(<PropsTable of="Chip" />);
    expect(table).toContain('<code>variant</code>');
    expect(table).toContain('<code>&#x27;text&#x27;</code>');
    expect(table).toContain('<a href="/api/chip/">Chip API</a>');
    expect(html(<Element of="Chip" />)).toBe(table);
  });

  it('draws a hook’s parameters', () => {
    expect(html(<PropsTable of="useButton" />)).toContain('<code>disabled</code>');
  });

  it('takes a name qualified by its package where two packages export it, and says so when it is not', () => {
    expect(html(<PropsTable of="@mui/joy/Button" />)).toContain('href="/joy/api/button/"');
    expect(() => html(<PropsTable of="Button" />)).toThrow(/"Button" is ambiguous.*write "@mui\/material\/Button" or "@mui\/joy\/Button"/);
  });

  it('names the line of an unknown or missing name', () => {
    expect(() => html(<Element of="Nope" line={12} />)).toThrow(/^line 12: no props table for "Nope": the config's api packages document no "Nope"$/);
    expect(() => html(<PropsTable />)).toThrow(/needs the component's name/);
    expect(() => renderToStaticMarkup(React.createElement(propsTableComponents([]).PropsTable, { of: 'X' }))).toThrow(/documents no package/);
  });
});
