/**
 * Self-hosted fonts (reference §14): the latin woff2 files of IBM Plex Sans copied from its Fontsource package to
 * `/assets/fonts/`, with their `@font-face` rules, so no page asks a font host for anything.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import arial from '@capsizecss/metrics/arial';
import ibmPlexSans from '@capsizecss/metrics/iBMPlexSans';
import { DOCSGEN_ROOT } from '../../bin/docsgenRoot.mjs';
import type { WithBase } from '../../templates/shell/basePath.ts';
import { BODY_FALLBACK_FAMILY } from '../../runtime/brandTheme.ts';
import { fallbackFontFace } from './fallbackFont.ts';
import { contentHash } from './hash.ts';

const PACKAGE = '@fontsource/ibm-plex-sans';
const FAMILY = 'IBM Plex Sans';
/** Regular, medium, semibold and bold: the weights the theme and the stylesheets use. */
const WEIGHTS = [400, 500, 600, 700] as const;
/** Named by their content, so a browser keeps them without asking again: a next page finds them at once. */
const URL_DIR = '/assets/fonts';

export interface FontAssets {
  /** File contents by site URL (`/assets/fonts/…`): the fonts and their licence. */
  files: Map<string, Buffer>;
  /** `@font-face` rules of the web font pointing at those URLs, under the site's base path. */
  webFontCss: string;
  /** `@font-face` rules of the local fallback face, sized like the web font. */
  fallbackCss: string;
  /** Site URLs (without the base path) of the web font's files. */
  webFontUrls: string[];
}

/** Reads the font files from the package installed under `repoRoot` and returns them with their `@font-face` CSS. */
export function fontAssets(withBase: WithBase, repoRoot: string = DOCSGEN_ROOT): FontAssets {
  // Resolved like an import, so a hoisted or nested install is found too; LICENSE is a path the package exports.
  const require = createRequire(path.join(repoRoot, 'package.json'));
  const license = require.resolve(`${PACKAGE}/LICENSE`);
  const filesDir = path.join(path.dirname(license), 'files');
  // The SIL Open Font License asks that copies travel with the licence text.
  const files = new Map<string, Buffer>([[`${URL_DIR}/ibm-plex-sans-OFL.txt`, fs.readFileSync(license)]]);
  const rules: string[] = [];
  const webFontUrls: string[] = [];
  for (const weight of WEIGHTS) {
    const bytes = fs.readFileSync(path.join(filesDir, `ibm-plex-sans-latin-${weight}-normal.woff2`));
    const url = `${URL_DIR}/ibm-plex-sans-latin-${weight}-normal-${contentHash(bytes)}.woff2`;
    files.set(url, bytes);
    webFontUrls.push(url);
    // optional: text shows at once in the fallback face, and a file that is not there within the first moments is
    // used from the next page on instead of swapped in, so the text never moves.
    rules.push(
      `@font-face { font-family: "${FAMILY}"; font-style: normal; font-weight: ${weight}; font-display: optional; src: url(${withBase(url)}) format("woff2"); }`,
    );
  }
  // Arial stands in until the file arrives; Liberation Sans, its metric twin, where Arial is missing.
  const fallbacks = ['Arial', 'Liberation Sans'].map((local) => fallbackFontFace(BODY_FALLBACK_FAMILY, ibmPlexSans, arial, local));
  return { files, webFontCss: rules.join('\n'), fallbackCss: fallbacks.join('\n'), webFontUrls };
}
