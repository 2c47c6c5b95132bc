/**
 * Self-hosted fonts (reference §14): the latin woff2 files of IBM Plex Sans copied from its Fontsource package to
 * `/static/fonts/`, with their `@font-face` rules, so no page asks a font host for anything.
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

const PACKAGE = '@fontsource/ibm-plex-sans';
const FAMILY = 'IBM Plex Sans';
/** Regular, medium, semibold and bold: the weights the theme and the stylesheets use. */
const WEIGHTS = [400, 500, 600, 700] as const;
/** The weights of the text in the first viewport of every kind of page (body, headings, bold labels): preloaded. */
const FIRST_VIEWPORT_WEIGHTS: readonly (typeof WEIGHTS)[number][] = [400, 600, 700];
const URL_DIR = '/static/fonts';

export interface FontAssets {
  /** File contents by site URL (`/static/fonts/…`): the fonts and their licence. */
  files: Map<string, Buffer>;
  /** `@font-face` rules pointing at those URLs, under the site's base path. */
  css: string;
  /** Site URLs (without the base path) of the files every page preloads. */
  preload: string[];
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
  const preload: string[] = [];
  for (const weight of WEIGHTS) {
    const name = `ibm-plex-sans-latin-${weight}-normal.woff2`;
    const url = `${URL_DIR}/${name}`;
    files.set(url, fs.readFileSync(path.join(filesDir, name)));
    if (FIRST_VIEWPORT_WEIGHTS.includes(weight)) preload.push(url);
    // optional: text shows at once in the fallback face, and a file that is not there within the first moments is
    // used from the next page on instead of swapped in, so the text never moves (the preloaded ones are usually there).
    rules.push(
      `@font-face { font-family: "${FAMILY}"; font-style: normal; font-weight: ${weight}; font-display: optional; src: url(${withBase(url)}) format("woff2"); }`,
    );
  }
  // Arial stands in until the file arrives; Liberation Sans, its metric twin, where Arial is missing.
  for (const local of ['Arial', 'Liberation Sans']) rules.push(fallbackFontFace(BODY_FALLBACK_FAMILY, ibmPlexSans, arial, local));
  return { files, css: rules.join('\n'), preload };
}
