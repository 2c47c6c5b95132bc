import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoStylesheets, stylesheetScopeClass } from '../../../../cli/demos/demoStylesheets.ts';
import type { DemoRef } from '../../../../cli/demos/demoRef.ts';
import { ContentError } from '../../../../cli/errors.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-stylesheets-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function demo(files: Record<string, string>, styling?: DemoRef['styling']): DemoRef {
  const dir = fs.mkdtempSync(path.join(root, 'demo-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return { absFile: path.join(dir, 'index.tsx'), chunkName: `demo-${path.basename(dir)}`, theme: 'material', library: 'material-ui', ...(styling ? { styling } : {}) };
}

async function failure(ref: DemoRef): Promise<string> {
  const error = await demoStylesheets(ref, root).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ContentError);
  return (error as ContentError).format();
}

describe('demoStylesheets', () => {
  it('brings nothing for a plain demo', async () => {
    expect(await demoStylesheets(demo({ 'index.tsx': 'export default () => null;\n' }), root)).toEqual({ styles: new Map(), scopeClasses: [], files: [] });
  });

  it('scopes and minifies an imported stylesheet, and keeps its text for the code panel', async () => {
    const ref = demo({ 'index.tsx': "import './styles.css';\nexport default () => null;\n", 'styles.css': '/* Why */\n.CustomButton {\n  color: red;\n}\n' });
    const scope = stylesheetScopeClass(ref.chunkName);
    const result = await demoStylesheets(ref, root);
    expect(result.scopeClasses).toEqual([scope]);
    expect([...result.styles.values()]).toEqual([`.${scope} .CustomButton{color:red}`]);
    expect(result.files).toEqual([{ name: 'styles.css', css: '/* Why */\n.CustomButton {\n  color: red;\n}' }]);
  });

  it('generates scoped Tailwind CSS for a Tailwind variant, from every script of its folder', async () => {
    const ref = demo(
      { 'index.tsx': "import { classes } from './classes';\nexport default () => <b className={classes} />;\n", 'classes.ts': "export const classes = 'px-4 text-white';\n" },
      'Tailwind',
    );
    const result = await demoStylesheets(ref, root);
    expect(result.scopeClasses).toEqual(['docsgen-tw']);
    const [base, utilities] = [...result.styles.entries()];
    expect(base[0]).toBe('docsgen-tw-base');
    expect(utilities[0]).toBe(`docsgen-tw-${ref.chunkName}`);
    expect(utilities[1]).toContain('.docsgen-tw .px-4{');
    expect(utilities[1]).toContain('.docsgen-tw .text-white{');
  });

  it('fails with the file and line for a missing stylesheet, invalid CSS, or a Tailwind variant without classes', async () => {
    expect(await failure(demo({ 'index.tsx': "\nimport './gone.css';\n" }))).toMatch(/demo-\w+\/index\.tsx:2: the stylesheet "\.\/gone\.css" cannot be read: ENOENT$/);
    expect(await failure(demo({ 'index.tsx': "import './bad.css';\n", 'bad.css': '.a { color: red;\n' }))).toMatch(/demo-\w+\/bad\.css:1:1: invalid CSS: Unclosed block$/);
    expect(await failure(demo({ 'index.tsx': 'export default () => null;\n' }, 'Tailwind'))).toMatch(/index\.tsx: the Tailwind variant uses no Tailwind class/);
  });
});
