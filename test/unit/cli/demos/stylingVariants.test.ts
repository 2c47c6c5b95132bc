import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { stylingVariantFiles } from '../../../../cli/demos/stylingVariants.ts';
import { collectDemos } from '../../../../cli/demos/collectDemos.ts';
import { ContentErrors } from '../../../../cli/errors.ts';
import type { SourcePage } from '../../../../cli/model.ts';
import { loadDemoReferenceParser } from '../../../../cli/markdown/demoReferences.ts';

// Finding a page's demos is a Markdown parse, loaded on demand (the build loads it in prepareDemos).
beforeAll(loadDemoReferenceParser);

describe('stylingVariantFiles', () => {
  it('lists the variants present, in switch order: MUI System, Tailwind, CSS', () => {
    const present = new Set(['/d/Demo/css/index.tsx', '/d/Demo/system/index.tsx', '/d/Demo/tailwind/index.tsx']);
    expect(stylingVariantFiles('/d/Demo', (file) => present.has(file))).toEqual([
      { styling: 'MUI System', key: 'system', absFile: '/d/Demo/system/index.tsx' },
      { styling: 'Tailwind', key: 'tailwind', absFile: '/d/Demo/tailwind/index.tsx' },
      { styling: 'CSS', key: 'css', absFile: '/d/Demo/css/index.tsx' },
    ]);
  });

  it('keeps any subset, the first present being the fallback', () => {
    const present = new Set(['/d/Demo/css/index.tsx', '/d/Demo/tailwind/index.tsx']);
    expect(stylingVariantFiles('/d/Demo', (file) => present.has(file)).map((v) => v.key)).toEqual(['tailwind', 'css']);
    expect(stylingVariantFiles('/d/Demo', () => false)).toEqual([]);
  });
});

describe('collectDemos with demo folders', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-demos-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (file: string, content = 'export default function Demo() { return null; }\n') => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  const page = (body: string): SourcePage =>
    ({ file: 'pages/button/index.md', absFile: path.join(root, 'pages/button/index.md'), route: '/button/', body, bodyLine: 5 }) as SourcePage;

  it('turns a folder reference into one module per variant, each with its chunk and styling', () => {
    write('pages/button/Buttons/system/index.tsx');
    write('pages/button/Buttons/css/index.tsx', "import { Button } from '@mui/joy';\nexport default Button;\n");
    write('pages/button/Plain.tsx');
    const demos = collectDemos([page('{{"demo": "Buttons"}}\n\n{{"demo": "Plain.tsx"}}\n\n{{"demo": "Buttons"}}\n')], [root]);
    expect([...demos.keys()]).toEqual([path.join(root, 'pages/button/Buttons'), path.join(root, 'pages/button/Plain.tsx')]);
    expect(demos.get(path.join(root, 'pages/button/Buttons'))!.variants).toEqual([
      { absFile: path.join(root, 'pages/button/Buttons/system/index.tsx'), chunkName: 'demo-button-Buttons-system', theme: 'material', library: 'button', styling: 'MUI System' },
      { absFile: path.join(root, 'pages/button/Buttons/css/index.tsx'), chunkName: 'demo-button-Buttons-css', theme: 'joy', library: 'button', styling: 'CSS' },
    ]);
    expect(demos.get(path.join(root, 'pages/button/Plain.tsx'))!.variants).toEqual([
      { absFile: path.join(root, 'pages/button/Plain.tsx'), chunkName: 'demo-button-Plain', theme: 'material', library: 'button' },
    ]);
  });

  it('reports a folder without variants and a missing folder at their lines', () => {
    fs.mkdirSync(path.join(root, 'pages/button/Empty'), { recursive: true });
    let error: unknown;
    try {
      collectDemos([page('Intro.\n\n{{"demo": "Empty"}}\n\n{{"demo": "Nowhere"}}\n')], [root]);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentErrors);
    const [empty, missing] = (error as ContentErrors).errors;
    expect(empty.format()).toMatch(/^pages\/button\/index\.md:7: the demo folder "Empty" has no styling variant: add system\/index\.tsx, tailwind\/index\.tsx or css\/index\.tsx/);
    expect(missing.format()).toMatch(/^pages\/button\/index\.md:9: the demo "Nowhere" does not exist: expected a folder .*Nowhere with system\/index\.tsx/);
  });
});
