import { describe, expect, it } from 'vitest';
import { apiMarkdown } from '../../../../cli/api/apiMarkdown.ts';
import { apiToc } from '../../../../templates/api/apiSections.ts';
import type { ApiRecord } from '../../../../cli/api/types.ts';
import { buttonApi, useButtonApi } from '../../api/fixtures.ts';

const inherits = { component: 'ButtonBase', href: '/material-ui/api/button-base/' };
/** The page of `component`, inheriting ButtonBase's props as the generator finds them for a component that does. */
const page = (component: ApiRecord) => ({ component, ...(component.kind === 'component' && component.inherits ? { inherits } : {}) });

describe('apiMarkdown of a component', () => {
  const markdown = apiMarkdown(page(buttonApi));
  const lines = markdown.split('\n');

  it('starts with the title and a description', () => {
    expect(lines[0]).toBe('# Button API');
    expect(lines[2]).toMatch(/^API reference docs for the React Button component\./);
  });

  it('uses the first paragraph of the JSDoc description, past headings', () => {
    expect(apiMarkdown(page({ ...buttonApi, description: '## ARIA\n\nSet a label.\n\n* a list' }))).toContain('# Button API\n\nSet a label.\n\n```jsx');
  });

  it('shows both import lines in a code block', () => {
    expect(markdown).toContain("```jsx\nimport Button from '@mui/material/Button';\n// or\nimport { Button } from '@mui/material';\n```");
  });

  it('has the sections in order', () => {
    const headings = lines.filter((line) => line.startsWith('## '));
    expect(headings).toEqual(['## Props', '## CSS classes', '## Slots']);
  });

  it('writes a props row with escaped union bars and the default', () => {
    expect(lines).toContain("| `variant` | `'text' \\| 'outlined' \\| 'contained'` | `'text'` | The variant to use. |");
  });

  it('marks required and deprecated props, and joins description lines', () => {
    expect(lines.find((line) => line.startsWith('| `onClick`'))).toContain('`onClick` (required)');
    expect(lines.find((line) => line.includes('`components`'))).toMatch(
      /^\| ~~`components`~~ \| .*\*\*Deprecated\*\*: Use the `slots` prop instead\.<br>The components/,
    );
    expect(lines.find((line) => line.startsWith('| `color`'))).toContain('The color of the component. It supports [custom colors]');
  });

  it('links the inherited component', () => {
    expect(markdown).toContain('Props of the [ButtonBase](/material-ui/api/button-base/) component are also available.');
  });

  it('lists classes with their global class and slots with their default', () => {
    expect(lines).toContain('| `root` | `.MuiButton-root` | Styles applied to the root element. |');
    expect(lines).toContain('| `disabled` | `.Mui-disabled` | State class applied to the root element if `disabled={true}`. |');
    expect(lines).toContain("| `root` | `.MuiButton-root` | `'button'` | The component that renders the root. |");
  });

  it('leaves out CSS and slots sections the component does not have', () => {
    const plain = apiMarkdown(page({ ...buttonApi, classes: [], slots: [], inherits: undefined }));
    expect(plain).not.toContain('## CSS classes');
    expect(plain).not.toContain('## Slots');
    expect(plain).not.toContain('also available');
  });
});

describe('apiMarkdown of a hook', () => {
  it('has parameters and return value tables', () => {
    const markdown = apiMarkdown(page(useButtonApi));
    expect(markdown).toContain('Handles the behaviour of a button.');
    expect(markdown).toContain('## Parameters\n\n| Name | Type | Default | Description |');
    expect(markdown).toContain('## Return value\n\n| Name | Type | Description |');
    expect(markdown).toContain('| `getRootProps` (required) | `() => object` | Props for the root slot. |');
  });

  it('names the return type when it is not an object', () => {
    const markdown = apiMarkdown(page({ ...useButtonApi, returnValue: [], returnType: { text: 'boolean' } }));
    expect(markdown).toContain('## Return value\n\nReturns `boolean`.');
  });
});

describe('apiToc', () => {
  it('lists the h2 sections of a component', () => {
    expect(apiToc(buttonApi)).toEqual([
      { id: 'props', text: 'Props', children: [] },
      { id: 'css', text: 'CSS classes', children: [] },
      { id: 'slots', text: 'Slots', children: [] },
    ]);
  });

  it('lists only Props for a component without classes or slots, and hook sections for a hook', () => {
    expect(apiToc({ ...buttonApi, classes: [], slots: [] }).map((item) => item.id)).toEqual(['props']);
    expect(apiToc(useButtonApi).map((item) => item.id)).toEqual(['parameters', 'return-value']);
  });
});
