/** Build step `checkLinks`: every internal link and `#anchor` of every page resolves to a page, a public file or an element id. */
import fs from 'node:fs';
import path from 'node:path';
import { ContentErrors } from '../../errors.ts';
import { checkLinks as brokenLinks } from '../checkLinks.ts';
import type { ComposedSite } from './compose.tsx';
import type { RenderedSite } from './render.ts';

export interface LinkCheckInput {
  rendered: RenderedSite;
  composed: ComposedSite;
  /** The site's `public/` folder, whose files links may point at. */
  publicDir: string;
}

/** Every file under `public/`, as site paths. */
function publicFiles(publicDir: string): Set<string> {
  const files = new Set<string>();
  if (!fs.existsSync(publicDir)) return files;
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.add(`/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
  }
  return files;
}

/** Throws ContentErrors naming each broken link with its file, line and the nearest existing target; returns the public files it checked against. */
export function checkLinks({ rendered, composed, publicDir }: LinkCheckInput): Set<string> {
  const staticFiles = publicFiles(publicDir);
  const errors = brokenLinks(rendered.pages, composed.idsByRoute, staticFiles);
  if (errors.length) throw new ContentErrors(errors);
  return staticFiles;
}
