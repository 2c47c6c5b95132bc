import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractEntryApi, extractPackageApi } from '../../../../cli/api/extractComponentApi.ts';
import type { ComponentApi, PackageApi } from '../../../../cli/api/types.ts';
import { libraryProject } from './libraryFixture.ts';

const TIMEOUT_MS = 60_000;
let root: string;
let api: PackageApi;

function component(name: string, from: PackageApi = api): ComponentApi {
  const found = from.components.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${name} not extracted`);
  return found;
}

beforeAll(() => {
  root = libraryProject();
  api = extractPackageApi('my-ui', root);
}, TIMEOUT_MS);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('extractPackageApi of a small library', () => {
  it('finds its two components and its hook, with the installed version', () => {
    expect(api.components.map((record) => record.name)).toEqual(['Button', 'FancyButton']);
    expect(api.hooks.map((record) => record.name)).toEqual(['useToggle']);
    expect(api.version).toBe('1.2.3');
  });

  it('reads props with types, @default, descriptions, required and deprecated', () => {
    const props = component('Button').props;
    expect(props.map((prop) => prop.name)).toEqual(['children', 'compact', 'onClick', 'size']);
    expect(props.find((prop) => prop.name === 'size')).toEqual({
      name: 'size',
      type: { text: "'small' | 'medium' | 'large'" },
      required: false,
      default: "'medium'",
      description: 'How big the button is.',
    });
    expect(props.find((prop) => prop.name === 'onClick')).toMatchObject({ required: true, description: 'Called when the button is clicked.' });
    expect(props.find((prop) => prop.name === 'compact')).toMatchObject({ deprecated: 'Use `size="small"` instead.', type: { text: 'boolean' } });
  });

  it('keeps the props FancyButton inherits from Button out of its table, naming Button', () => {
    const fancy = component('FancyButton');
    expect(fancy.props.map((prop) => prop.name)).toEqual(['glow', 'tooltip']);
    expect(fancy.props[0]).toMatchObject({ default: "'gold'", required: false });
    expect(fancy.props[1]).toMatchObject({ required: true, type: { text: 'string' } });
    expect(fancy.inherits).toEqual({ name: 'Button', packageName: 'my-ui' });
    expect(component('Button').inherits).toBeUndefined();
  });

  it('takes class names and slots as the declarations give them', () => {
    const fancy = component('FancyButton');
    expect(fancy.classes).toEqual([
      { key: 'glowing', className: 'FancyButton-glowing', state: false, description: 'Applied while it glows.' },
      { key: 'root', className: 'FancyButton-root', state: false, description: 'Styles applied to the root element.' },
    ]);
    expect(fancy.slots).toEqual([{ name: 'root', description: 'The element that renders the root.', default: "'button'", className: 'FancyButton-root' }]);
  });

  it('documents the hook’s parameters and return value, with the import and the declaring file', () => {
    const [hook] = api.hooks;
    expect(hook.description).toBe('Holds an on/off state.');
    expect(hook.parameters).toEqual([{ name: 'initial', type: { text: 'boolean' }, required: false, default: 'false', description: 'Whether it starts on.' }]);
    expect(hook.returnValue.map((field) => [field.name, field.required])).toEqual([
      ['on', true],
      ['toggle', true],
    ]);
    expect(hook.imports).toEqual(["import { useToggle } from 'my-ui';"]);
    expect(hook.sourceFile).toBe('index.d.ts');
  });
});

describe('extractEntryApi of a library’s source', () => {
  it('reads a default parameter as the prop’s default, and names the source file', () => {
    const source = extractEntryApi('my-badges', path.join(root, 'src/index.tsx'), root);
    const badge = component('Badge', source);
    expect(badge.props).toEqual([
      { name: 'label', type: { text: 'string' }, required: true, description: 'What the badge says.' },
      { name: 'tone', type: { text: "'info' | 'alert'" }, required: false, default: "'info'", description: 'Its colour scheme.' },
    ]);
    expect(badge).toMatchObject({ description: 'A small label.', imports: ["import { Badge } from 'my-badges';"], sourceFile: 'src/index.tsx' });
  }, TIMEOUT_MS);
});
