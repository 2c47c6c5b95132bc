import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../../../cli/markdown/frontMatter.ts';
import { expectContentError } from './helpers.ts';

const file = 'content/pages/material-ui/react-button.md';

describe('parseFrontMatter', () => {
  it('splits YAML from the body and reports the line the body starts on', () => {
    const source =
      '---\ntitle: Button\ndescription: Buttons allow users to act.\nproductId: material-ui\n---\n\n## Basics\n';
    const { frontMatter, body, bodyLine } = parseFrontMatter(source, file);
    expect(frontMatter).toEqual({
      title: 'Button',
      description: 'Buttons allow users to act.',
      productId: 'material-ui',
    });
    expect(body).toBe('\n## Basics\n');
    expect(bodyLine).toBe(6);
  });

  it('treats a file without front matter as all body', () => {
    const { body, bodyLine } = parseFrontMatter('# Hi\n\ntext', file);
    expect(body).toBe('# Hi\n\ntext');
    expect(bodyLine).toBe(1);
  });

  it('accepts CRLF line endings, a byte-order mark and an empty block', () => {
    const parsed = parseFrontMatter('\uFEFF---\r\ntitle: Button\r\n---\r\nBody', file);
    expect(parsed.frontMatter.title).toBe('Button');
    expect(parsed.body).toBe('Body');
    expect(parsed.bodyLine).toBe(4);
    expect(parseFrontMatter('---\n---\n# From body\n', file).frontMatter.title).toBe('From body');
  });

  it('reports malformed YAML at its line and column in the file', async () => {
    const source = '---\ntitle: Button\ndescription: a: b\n---\nBody\n';
    await expectContentError(() => parseFrontMatter(source, file), {
      file,
      line: 3,
      column: 14,
      message: /^Nested mappings are not allowed in compact mappings; fix the YAML between the --- lines$/,
    });
  });

  it('reports YAML errors found at the end of the block on the last YAML line, not the closing ---', async () => {
    const source = '---\ntitle: Button\ndescription: "unterminated\n\n---\nBody\n';
    await expectContentError(() => parseFrontMatter(source, file), { line: 3, message: /quote; fix the YAML/ });
  });

  it('reports a quote or bracket never closed where it opens, not on the line after it', async () => {
    await expectContentError(() => parseFrontMatter('---\ntitle: "Button\ndescription: Buttons.\n---\nBody\n', file), {
      line: 2,
      column: 8,
      message: /^Missing closing "quote/,
    });
    await expectContentError(() => parseFrontMatter("---\ntags: [a, 'b\ntitle: Button\n---\nBody\n", file), { line: 2, column: 11, message: /quote/ });
    await expectContentError(() => parseFrontMatter('---\ntags: [a, b\ntitle: Button\n---\nBody\n', file), { line: 2, column: 7, message: /Flow sequence/ });
    await expectContentError(() => parseFrontMatter('---\nlinks: {a: 1\ntitle: Button\n---\nBody\n', file), { line: 2, column: 8, message: /Flow map/ });
  });

  it('reports an alias to an anchor never set at the alias', async () => {
    await expectContentError(() => parseFrontMatter('---\ntitle: Button\ntags: *common\n---\nBody\n', file), {
      line: 3,
      column: 7,
      message: /^Unresolved alias .*common; fix the YAML between the --- lines$/,
    });
  });

  it('reports a duplicate key on its own line', async () => {
    await expectContentError(() => parseFrontMatter('---\ntitle: A\ntitle: B\n---\n', file), {
      line: 3,
      column: 1,
      message: /unique.*fix the YAML/,
    });
  });

  it('reports front matter that is never closed', async () => {
    await expectContentError(() => parseFrontMatter('---\ntitle: Button\n\n# Button\n', file), {
      line: 1,
      message: /never closed/,
    });
  });

  it('requires a mapping', async () => {
    await expectContentError(() => parseFrontMatter('---\n- a\n- b\n---\n', file), { line: 2, message: /mapping/ });
  });

  it('names a title or description that is not a string, at its line', async () => {
    await expectContentError(() => parseFrontMatter('---\nproductId: x\ntitle: [a, b]\n---\n', file), {
      line: 3,
      column: 1,
      message: /"title" must be a non-empty string/,
    });
    await expectContentError(() => parseFrontMatter('---\ndescription: 42\n---\n', file), {
      line: 2,
      message: /"description"/,
    });
  });

  describe('title resolution', () => {
    it('prefers the front matter title', () => {
      expect(parseFrontMatter('---\ntitle: From YAML\n---\n# From body\n', file).frontMatter.title).toBe('From YAML');
    });

    it('falls back to the first h1 of the body, outside code fences, without inline markup', () => {
      const body = '```md\n# Not this\n```\n\nIntro\n\n# The `sx` prop and **[links](/x/)**\n\n# Second\n';
      expect(parseFrontMatter(body, file).frontMatter.title).toBe('The sx prop and links');
    });

    it('ignores h2 and closing hashes', () => {
      expect(parseFrontMatter('## Not a title\n\n# Title #\n', file).frontMatter.title).toBe('Title');
    });

    it('falls back to the file name: hyphens become spaces, first letter capital', () => {
      expect(parseFrontMatter('No heading here.', file).frontMatter.title).toBe('React button');
      expect(parseFrontMatter('', 'content/pages/getting-started/index.md').frontMatter.title).toBe('Getting started');
      expect(parseFrontMatter('', 'index.md').frontMatter.title).toBe('Index');
    });
  });
});
