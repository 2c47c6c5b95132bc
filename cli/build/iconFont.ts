/**
 * The Material Icons ligature font (SPEC §7 "Icon font"), self-hosted from the `material-icons` package: its stylesheet
 * and the font files it names, copied to `/static/fonts/material-icons/`, and linked only from the pages that draw
 * ligature icons (MUI's `Icon`, or any element with one of the font's classes).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DOCSGEN_ROOT } from '../../bin/docsgenRoot.mjs';

const PACKAGE = 'material-icons';
/** Every theme of the font (filled, outlined, round, sharp, two-tone) in one stylesheet: a theme's font file is fetched only by a page that shows it. */
const STYLESHEET = 'iconfont/material-icons.css';
const URL_DIR = '/static/fonts/material-icons';
export const ICON_FONT_CSS_URL = `${URL_DIR}/material-icons.css`;

/** A class attribute holding one of the font's classes: `material-icons` or a theme's `material-icons-<theme>`. */
const LIGATURE_CLASS = /\sclass="(?:[^"]*\s)?material-icons(?:-outlined|-round|-sharp|-two-tone)?(?=[\s"])/;

/** Whether a page's HTML draws ligature icons, so it needs the icon font's stylesheet. */
export function usesLigatureIcons(html: string): boolean {
  return LIGATURE_CLASS.test(html);
}

/** The stylesheet, the font files its `url()`s name, and the licence, by site URL. */
export function iconFontFiles(repoRoot: string = DOCSGEN_ROOT): Map<string, Buffer> {
  // Resolved like an import, so a hoisted or nested install is found too.
  const packageDir = path.dirname(createRequire(path.join(repoRoot, 'package.json')).resolve(`${PACKAGE}/package.json`));
  const stylesheet = fs.readFileSync(path.join(packageDir, STYLESHEET));
  const files = new Map<string, Buffer>([
    [ICON_FONT_CSS_URL, stylesheet],
    // Apache 2.0 asks that copies travel with the licence text.
    [`${URL_DIR}/LICENSE.txt`, fs.readFileSync(path.join(packageDir, 'LICENSE'))],
  ]);
  const fontDir = path.dirname(path.join(packageDir, STYLESHEET));
  for (const [, name] of stylesheet.toString('utf8').matchAll(/url\("?\.\/([\w.-]+)"?\)/g)) {
    files.set(`${URL_DIR}/${name}`, fs.readFileSync(path.join(fontDir, name)));
  }
  return files;
}
