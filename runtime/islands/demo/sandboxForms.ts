/**
 * The form posts that open a project in an online editor: CodeSandbox's "define" API (the files as LZ-compressed JSON
 * in `parameters`) and StackBlitz's POST API (`project[…]` fields). Pure, so tests check the payloads without calling
 * either service.
 */
import LZString from 'lz-string';
import { DEMO_FILE, sandboxFiles, type SandboxDemo } from './sandboxProject.ts';

export interface FormPost {
  action: string;
  fields: Record<string, string>;
}

/** CodeSandbox's define payload: `{ files: { path: { content } } }`, compressed as its API expects (URL-safe base64). */
export function codeSandboxPost(demo: SandboxDemo): FormPost {
  const files = Object.fromEntries(Object.entries(sandboxFiles(demo)).map(([file, content]) => [file, { content, isBinary: false }]));
  const parameters = LZString.compressToBase64(JSON.stringify({ files }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return {
    action: 'https://codesandbox.io/api/v1/sandboxes/define',
    fields: { parameters, query: `file=/${DEMO_FILE[demo.language]}` },
  };
}

/** StackBlitz's POST payload: a Node project (installed and started with `npm run dev` in its WebContainer). */
export function stackBlitzPost(demo: SandboxDemo): FormPost {
  const fields: Record<string, string> = {
    'project[title]': demo.name,
    'project[description]': `${demo.name} demo`,
    'project[template]': 'node',
  };
  for (const [file, content] of Object.entries(sandboxFiles(demo))) fields[`project[files][${file}]`] = content;
  return { action: `https://stackblitz.com/run?file=${encodeURIComponent(DEMO_FILE[demo.language])}`, fields };
}

/** Posts `post` in a new tab, as a plain form: the services take the project from the request body. */
export function submitFormPost(post: FormPost, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = post.action;
  form.target = '_blank';
  form.hidden = true;
  for (const [name, value] of Object.entries(post.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
  form.remove();
}
