import { describe, expect, it } from 'vitest';
import { PROPS_TABLE_TAG } from '../../../../cli/markdown/propsTables.ts';
import { demoComponents, expectContentError, render } from './helpers.ts';

function TableStub(props: { of: string; line: number }) {
  return `[props of ${props.of} at line ${props.line}]`;
}
const components = { ...demoComponents, [PROPS_TABLE_TAG]: TableStub };

describe('{{"propsTable": …}}', () => {
  it('becomes the props table element, with the name and its line in the page file', async () => {
    const { html, demos } = await render('Intro.\n\n{{"propsTable": "FancyButton"}}\n\n{{"demo": "A.tsx"}}\n', { components, bodyLine: 5 });
    expect(html).toContain('[props of FancyButton at line 7]');
    expect(demos).toEqual(['A.tsx']);
  });

  it('rejects a reference without a name, or with other keys, at its line', async () => {
    await expectContentError(() => render('Intro.\n\n{{"propsTable": ""}}\n', { components }), { line: 3, message: /written \{\{"propsTable": "ComponentName"\}\}/ });
    await expectContentError(() => render('{{"propsTable": "Button", "bg": true}}\n', { components }), { line: 1, message: /with the name only/ });
  });
});
