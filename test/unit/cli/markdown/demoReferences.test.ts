import { beforeAll, describe, expect, it } from 'vitest';
import { demoReferences, loadDemoReferenceParser } from '../../../../cli/markdown/demoReferences.ts';

const lineOf = (body: string, offset: number) => body.slice(0, offset).split('\n').length;

describe('demoReferences', () => {
  beforeAll(loadDemoReferenceParser);

  it('finds each demo paragraph in document order, with the offset of its line', () => {
    const body = '# Buttons\n\n{{"demo": "BasicButtons.tsx"}}\n\nText.\n\n- item\n\n  {"bg": true, "demo": "InList.tsx"}\n\n{{"bg": "inline", "demo": "Colors"}}\n\n{{"demo": "BasicButtons.tsx"}}\n';
    const references = demoReferences({ body });
    expect(references.map((r) => r.name)).toEqual(['BasicButtons.tsx', 'Colors', 'BasicButtons.tsx']);
    expect(references.map((r) => lineOf(body, r.offset))).toEqual([3, 11, 13]);
  });

  it('finds a demo inside a container written without blank lines, as the render step regroups it', () => {
    const body = 'Intro.\n\n:::info\n{{"demo": "InCallout.tsx"}}\n:::\n';
    const [reference] = demoReferences({ body });
    expect(reference.name).toBe('InCallout.tsx');
    expect(lineOf(body, reference.offset)).toBe(4);
  });

  it('skips the demo syntax shown in code, inline or fenced, and malformed references', () => {
    const body = '```md\n{{"demo": "Shown.tsx"}}\n```\n\nWrite `{{"demo": "Inline.tsx"}}` on its own line.\n\n{{"demo": }}\n\n{{"title": "x"}}\n';
    expect(demoReferences({ body })).toEqual([]);
  });

  it('leaves a page past the page limits to the render step, which reports it, rather than parse it', () => {
    // The build parses a page for its demos on the build thread, before rendering it: a list 500 deep took 6 s there.
    const body = `{{"demo": "Deep.tsx"}}\n\n${Array.from({ length: 500 }, (_, d) => `${'  '.repeat(d)}- item`).join('\n')}\n`;
    expect(demoReferences({ body })).toEqual([]);
  });
});
