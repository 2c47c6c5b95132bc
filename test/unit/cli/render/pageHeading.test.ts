/**
 * The heading a docs page shows: its own leading h1 (the front-matter title then names the document only), the
 * front-matter title without one, none with `hide_title`; a comment before the h1 never makes a second one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, writeFixture } from '../fixtureSite.ts';

const root = writeFixture({
  'pages/guide/intro/index.md': '---\ntitle: Intro document\ndescription: Where to start.\n---\n\n# Getting started\n\nStart here.\n',
  'pages/guide/usage/index.md': '---\ntitle: Usage\ndescription: How to use it.\n---\n\n<!-- Maintained by the docs team. -->\n\n# Usage\n\nUse it well.\n\n## First steps\n\nGo.\n',
  'pages/guide/hidden/index.md': '---\ntitle: Hidden title\ndescription: A page whose layout draws its own heading.\nhide_title: true\n---\n\nNo heading here.\n',
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const built = runCli(['build', '--out', 'dist', '--links', 'warn'], root);
const html = (route: string) => fs.readFileSync(path.join(root, 'dist', route, 'index.html'), 'utf8');
const headings = (page: string) => [...page.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/g)].map((match) => match[1]);

describe('the heading of a docs page', () => {
  it('builds', () => {
    expect(built.stderr).not.toMatch(/problem/);
    expect(built.status).toBe(0);
  });

  it('is the body\'s own h1 when the front-matter title differs, which still names the document', () => {
    const page = html('guide/intro');
    expect(headings(page)).toEqual(['Getting started']);
    expect(page).toMatch(/<title>Intro document\b/);
  });

  it('is one h1 when an HTML comment comes before the body\'s h1', () => {
    expect(headings(html('guide/usage'))).toEqual(['Usage']);
  });

  it('is none with hide_title and no h1 in the body', () => {
    const page = html('guide/hidden');
    expect(headings(page)).toEqual([]);
    expect(page).toMatch(/<title>Hidden title\b/);
    expect(page).toContain('No heading here.');
  });
});
