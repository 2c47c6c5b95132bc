/**
 * A demo as a small runnable project for CodeSandbox and StackBlitz: the demo in the reader's language, an entry that
 * renders it, an HTML page and a package.json whose dependencies are the versions the site itself was built with.
 */
import type { CodeVariant } from '../../codePreferences.ts';

export interface SandboxDemo {
  /** The demo's name, e.g. `BasicButtons`. */
  name: string;
  /** Which language `source` is in. */
  language: CodeVariant;
  source: string;
  /** The stylesheets it imports, by file name, placed beside it. */
  stylesheets: { name: string; css: string }[];
  /** npm packages the demo needs, with the site's versions (react and react-dom among them). */
  dependencies: Record<string, string>;
}

/** Project files by path. */
export type SandboxFiles = Record<string, string>;

// The build tooling of the exported project: not part of the site, so pinned here to releases that run React 19.
const TOOLING = { vite: '^6.3.5', '@vitejs/plugin-react': '^4.5.2' } as const;
const TYPESCRIPT_TOOLING = { typescript: '^5.8.3', '@types/react': '^19.1.8', '@types/react-dom': '^19.1.6' } as const;

export const DEMO_FILE: Record<CodeVariant, string> = { TS: 'src/Demo.tsx', JS: 'src/Demo.jsx' };
const ENTRY_FILE: Record<CodeVariant, string> = { TS: 'src/main.tsx', JS: 'src/main.jsx' };

function entrySource(language: CodeVariant): string {
  const root = language === 'TS' ? "document.getElementById('root')!" : "document.getElementById('root')";
  return [
    "import * as React from 'react';",
    "import { createRoot } from 'react-dom/client';",
    "import Demo from './Demo';",
    '',
    `createRoot(${root}).render(`,
    '  <React.StrictMode>',
    '    <Demo />',
    '  </React.StrictMode>,',
    ');',
    '',
  ].join('\n');
}

function htmlPage(name: string, language: CodeVariant): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    `    <title>${name.replace(/[<&]/g, '')}</title>`,
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    `    <script type="module" src="/${ENTRY_FILE[language]}"></script>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The files of the project that runs `demo`. */
export function sandboxFiles(demo: SandboxDemo): SandboxFiles {
  const ts = demo.language === 'TS';
  const files: SandboxFiles = {
    'package.json': json({
      name: demo.name.replace(/[^a-z0-9-]+/gi, '-').toLowerCase(),
      private: true,
      type: 'module',
      scripts: { dev: 'vite', start: 'vite', build: 'vite build' },
      dependencies: demo.dependencies,
      devDependencies: { ...TOOLING, ...(ts ? TYPESCRIPT_TOOLING : {}) },
    }),
    'index.html': htmlPage(demo.name, demo.language),
    [ts ? 'vite.config.ts' : 'vite.config.js']: "import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\n\nexport default defineConfig({ plugins: [react()] });\n",
    [ENTRY_FILE[demo.language]]: entrySource(demo.language),
    [DEMO_FILE[demo.language]]: demo.source,
  };
  if (ts) {
    files['tsconfig.json'] = json({
      compilerOptions: { target: 'ES2020', lib: ['DOM', 'DOM.Iterable', 'ES2020'], jsx: 'react-jsx', module: 'ESNext', moduleResolution: 'bundler', strict: true, skipLibCheck: true, noEmit: true },
      include: ['src'],
    });
  }
  for (const sheet of demo.stylesheets) files[`src/${sheet.name}`] = sheet.css;
  return files;
}
