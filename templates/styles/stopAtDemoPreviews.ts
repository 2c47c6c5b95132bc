/**
 * Markdown styles stop at a demo preview: every `.markdown-body …` rule is kept from matching inside a
 * `.demo-preview`, so a demo's tables, lists and paragraphs look as they will in the reader's app (its library's
 * styles alone), not as the docs' prose. `:where()` adds no specificity, so the docs' own cascade is unchanged.
 */
import postcss from 'postcss';

const OUTSIDE_PREVIEWS = ':where(:not(.demo-preview *))';

/** A selector of elements below `.markdown-body`, with its subject compound limited to elements outside demo previews. */
export function stopSelectorAtDemoPreviews(selector: string): string {
  const trimmed = selector.trim();
  if (!/\.markdown-body(?![\w-])[^,]*[\s>+~]/.test(trimmed) || trimmed.includes('.demo-preview')) return selector;
  // A pseudo-element ends the compound it belongs to: the limit goes before it.
  const pseudoElement = /::[\w-]+(?:\([^)]*\))?$/.exec(trimmed);
  const at = pseudoElement ? pseudoElement.index : trimmed.length;
  return `${trimmed.slice(0, at)}${OUTSIDE_PREVIEWS}${trimmed.slice(at)}`;
}

/** The stylesheet with every `.markdown-body` rule stopped at demo previews. */
export function stopAtDemoPreviews(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    rule.selectors = rule.selectors.map(stopSelectorAtDemoPreviews);
  });
  return root.toString();
}
