/**
 * How heading text becomes an id, by the tool a site was written for, so the anchors its authors wrote keep working:
 * - `github`: GitHub's rule (github-slugger), which Docusaurus and Starlight follow too: lower case, punctuation
 *   dropped, spaces to `-` (`build.assetsInlineLimit` → `buildassetsinlinelimit`);
 * - `vitepress`: VitePress's rule: accents stripped, each run of spaces and punctuation one `-`, no `-` at either end,
 *   an `_` before a leading digit, lower case (`build.assetsInlineLimit` → `build-assetsinlinelimit`);
 * - `mui`: MUI's docs: tags dropped, each run of spaces and punctuation one `-`, no `-` at either end, lower case
 *   (`The sx prop (system)` → `the-sx-prop-system`).
 * A second heading with the same id gets `-1`, `-2`… under every rule.
 */
import GithubSlugger from 'github-slugger';

export const HEADING_ID_RULES = ['github', 'vitepress', 'mui'] as const;
export type HeadingIdRule = (typeof HEADING_ID_RULES)[number];

// The characters VitePress's rule turns into `-`: white space and ASCII punctuation, typographic quotes included.
const vitePressSeparators = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g;
const muiSeparators = /[\s!@#$%^&*()=_+[\]{}`~;:'"|,.<>/?-]+/g;

function vitePressSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u0000-\u001f]/g, '')
    .replace(vitePressSeparators, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase();
}

function muiSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/<\/?[^>]+(?:>|$)/g, '')
    .replace(muiSeparators, '-')
    .replace(/^-+|-+$/g, '');
}

/** The id maker of one page under `rule` (GitHub's counts the texts it has seen, so it is made per page). */
export function headingSlugger(rule: HeadingIdRule = 'github'): (text: string) => string {
  if (rule === 'vitepress') return vitePressSlug;
  if (rule === 'mui') return muiSlug;
  const slugger = new GithubSlugger();
  return (text) => slugger.slug(text);
}
