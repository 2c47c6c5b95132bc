import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createTranslator, type TranslationTree } from '../../../runtime/i18n.ts';
import { translations } from '../../../runtime/translations/index.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The server code that renders UI strings. */
const sources = ['templates', 'cli']
  .flatMap((folder) => fs.readdirSync(path.join(repoRoot, folder), { recursive: true, encoding: 'utf8' }).map((file) => path.join(repoRoot, folder, file)))
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => fs.readFileSync(file, 'utf8'))
  .join('\n');

function dottedKeys(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : dottedKeys(value, `${prefix}${key}.`)));
}

describe('translation keys', () => {
  // The keys are typed, so tsc rejects an unknown one; this catches it under vitest alone too.
  it('used with a literal in a template all exist in English', () => {
    const used = [...sources.matchAll(/\bt\('([\w.]+)'/g)].map((match) => match[1]);
    expect(used.length).toBeGreaterThan(50);
    const log = { warn: vi.fn(), error: vi.fn() };
    const t = createTranslator(translations, 'en', log);
    for (const key of used) expect(t(key), key).not.toBeNull();
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('of English are all used, literally or through a template key such as `nav.badges.${flag}`', () => {
    const prefixes = [...sources.matchAll(/`([\w.]+\.)\$\{/g)].map((match) => match[1]);
    const unused = dottedKeys(translations.en).filter((key) => !sources.includes(`'${key}'`) && !prefixes.some((prefix) => key.startsWith(prefix)));
    expect(unused).toEqual([]);
  });
});
