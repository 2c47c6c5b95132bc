import { describe, expect, it } from 'vitest';
import { inlineMarkdownText } from '../../../../templates/api/InlineMarkdown.tsx';

describe('inlineMarkdownText', () => {
  it('is the text a description renders to: code, links and strong emphasis reduced to their words, lines joined', () => {
    expect(inlineMarkdownText('`ButtonBase` is [the `base`](/api/)\nof **every** button.')).toBe('ButtonBase is the base of every button.');
  });

  it('leaves text without Markdown as it is', () => {
    expect(inlineMarkdownText('Props of the Modal. Use a <div>.')).toBe('Props of the Modal. Use a <div>.');
  });
});
