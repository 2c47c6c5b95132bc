/**
 * The guide's config reference page, written from the config schema's keys (configKeys.ts): `npm run docs` writes it
 * before each build, and a unit test fails when the committed page differs from what the schema gives.
 */
import fs from 'node:fs';
import path from 'node:path';
import { configKeys, type ConfigKey } from './configKeys.ts';

export const CONFIG_REFERENCE_FILE = path.resolve(import.meta.dirname, '../../docs/pages/guide/reference/config.md');

const INTRO = `---
title: Config reference
description: Every key of site.config.ts, with its type, its default and an example.
order: 2
---

# Config reference

A site's config is \`site.config.ts\` (or \`content/site.config.ts\`) in the site folder. docsgen checks it against a
schema when it loads the site: a missing required key, a value of the wrong type or a key it does not know fails the
build with the key's line and column. This page is written from that schema, so it lists exactly the keys docsgen
accepts. Write the config with \`defineConfig\` and your editor checks it as you type:

\`\`\`ts
import { defineConfig } from 'docsgen';

export default defineConfig({
  title: 'Acme UI',
  siteUrl: 'https://acme.github.io/ui/',
  languages: ['en'],
  products: [{ id: 'docs', name: 'Acme UI', versions: [] }],
});
\`\`\`

Keys written \`products[].id\` are keys of each item of a list; \`theme.extends\` is a key of an object value.
`;

/** One key's section: its heading, description, type, default and example. */
function keySection(key: ConfigKey): string {
  const level = key.path.includes('.') ? '###' : '##';
  const presence = key.required ? 'required' : key.defaultValue ? `optional, default ${defaultText(key.defaultValue)}` : 'optional';
  return [
    `${level} \`${key.path}\``,
    '',
    key.description,
    '',
    `- Type: \`${key.type}\``,
    `- ${presence[0].toUpperCase()}${presence.slice(1)}`,
    '',
    '```ts',
    key.example,
    '```',
    '',
  ].join('\n');
}

/** A default that is code is shown as code; a `@default` in words (`the product's \`id\``) as written. */
function defaultText(value: string): string {
  return /^['{[\d]|^(true|false)$/.test(value) && !value.includes('(') ? `\`${value}\`` : value;
}

/** The whole page's Markdown. */
export function configReferenceMarkdown(keys: readonly ConfigKey[] = configKeys()): string {
  return `${INTRO}\n${keys.map(keySection).join('\n')}`;
}

/** Writes the page when its text changed; returns whether it did. */
export function writeConfigReference(file = CONFIG_REFERENCE_FILE): boolean {
  const markdown = configReferenceMarkdown();
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === markdown) return false;
  fs.writeFileSync(file, markdown);
  return true;
}
