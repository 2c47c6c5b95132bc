import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { codeSandboxPost, stackBlitzPost } from '../../../../../runtime/islands/demo/sandboxForms.ts';
import type { SandboxDemo } from '../../../../../runtime/islands/demo/sandboxProject.ts';

const demo = (language: 'TS' | 'JS'): SandboxDemo => ({
  name: 'BasicButtons',
  language,
  source: language === 'TS' ? 'export default function BasicButtons(): JSX.Element { return null; }\n' : 'export default function BasicButtons() { return null; }\n',
  stylesheets: [{ name: 'styles.css', css: '.a { color: red; }' }],
  dependencies: { '@mui/material': '9.5.0', react: '19.2.0', 'react-dom': '19.2.0' },
});

function decode(parameters: string): Record<string, { content: string }> {
  return (JSON.parse(LZString.decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/'))) as { files: Record<string, { content: string }> }).files;
}

describe('CodeSandbox define payload', () => {
  it('holds the TypeScript demo, an entry, a page, the stylesheet and a package.json with the given versions', () => {
    const post = codeSandboxPost(demo('TS'));
    expect(post.action).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    expect(post.fields.parameters).toMatch(/^[A-Za-z0-9_-]+$/);
    const files = decode(post.fields.parameters);
    expect(Object.keys(files).sort()).toEqual(['index.html', 'package.json', 'src/Demo.tsx', 'src/main.tsx', 'src/styles.css', 'tsconfig.json', 'vite.config.ts']);
    expect(files['src/Demo.tsx'].content).toBe(demo('TS').source);
    expect(files['index.html'].content).toContain('src="/src/main.tsx"');
    const manifest = JSON.parse(files['package.json'].content) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    expect(manifest.dependencies).toEqual(demo('TS').dependencies);
    expect(Object.keys(manifest.devDependencies)).toContain('typescript');
    expect(post.fields.query).toBe('file=/src/Demo.tsx');
  });

  it('holds only JavaScript files for a JavaScript reader', () => {
    const files = decode(codeSandboxPost(demo('JS')).fields.parameters);
    expect(files['src/Demo.jsx'].content).toBe(demo('JS').source);
    expect(Object.keys(files).filter((file) => /\.tsx?$|tsconfig/.test(file))).toEqual([]);
  });
});

describe('StackBlitz POST payload', () => {
  it('is a Node project with one field per file', () => {
    const post = stackBlitzPost(demo('JS'));
    expect(post.action).toBe('https://stackblitz.com/run?file=src%2FDemo.jsx');
    expect(post.fields['project[template]']).toBe('node');
    expect(post.fields['project[files][src/Demo.jsx]']).toBe(demo('JS').source);
    expect(JSON.parse(post.fields['project[files][package.json]']).scripts.dev).toBe('vite');
  });
});
