/**
 * Emoji shortcodes, `:tada:` → 🎉 (VitePress, GitHub), with remark-gemoji's table of GitHub's names. Code keeps its
 * text; only pages holding something shaped like a shortcode are walked.
 */
import type { Root } from 'mdast';
import remarkGemoji from 'remark-gemoji';
import type { VFile } from 'vfile';

const shortcodePattern = /:[\w+-]+:/;

/** remark plugin: replaces known shortcodes in text with their emoji. */
export function remarkEmojiShortcodes() {
  const replace = remarkGemoji();
  return (tree: Root, file: VFile): void => {
    if (shortcodePattern.test(String(file.value))) replace(tree);
  };
}
