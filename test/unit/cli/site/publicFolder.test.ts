/** `public/` copied as plain files: symlinks inside the project followed, those leading out refused. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentErrors } from '../../../../cli/errors.ts';
import { copyPublicFiles, readPublicFolder } from '../../../../cli/site/publicFolder.ts';

const work = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-public-')));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A fresh project folder with a site whose public folder holds `files` (a string is a file's text). */
function siteWithPublic(name: string, files: Record<string, string>): { site: string; publicDir: string } {
  const site = path.join(work, name);
  const publicDir = path.join(site, 'public');
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, rel), text);
  }
  fs.mkdirSync(publicDir, { recursive: true });
  return { site, publicDir };
}

const problems = (run: () => unknown): string[] => {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentErrors) return error.errors.map((e) => e.format());
    throw error;
  }
  return [];
};

describe('the public folder', () => {
  it('copies a symlink that stays inside the project as the file or folder it points to', () => {
    const { site, publicDir } = siteWithPublic('inside', { 'robots.txt': 'User-agent: *' });
    fs.mkdirSync(path.join(site, 'media/icons'), { recursive: true });
    fs.writeFileSync(path.join(site, 'media/logo.svg'), '<svg/>');
    fs.writeFileSync(path.join(site, 'media/icons/a.svg'), '<svg id="a"/>');
    fs.symlinkSync('../media/logo.svg', path.join(publicDir, 'logo.svg'));
    fs.symlinkSync(path.join(site, 'media/icons'), path.join(publicDir, 'icons'));
    fs.mkdirSync(path.join(publicDir, 'empty'));

    const folder = readPublicFolder(publicDir, [site]);
    expect(folder.files.map((file) => file.rel).sort()).toEqual(['icons/a.svg', 'logo.svg', 'robots.txt']);
    const target = path.join(work, 'inside-out');
    fs.mkdirSync(target);
    copyPublicFiles(folder, target);
    expect(fs.lstatSync(path.join(target, 'logo.svg')).isFile()).toBe(true);
    expect(fs.readFileSync(path.join(target, 'logo.svg'), 'utf8')).toBe('<svg/>');
    expect(fs.lstatSync(path.join(target, 'icons')).isDirectory()).toBe(true);
    expect(fs.readFileSync(path.join(target, 'icons/a.svg'), 'utf8')).toBe('<svg id="a"/>');
    expect(fs.statSync(path.join(target, 'empty')).isDirectory()).toBe(true);
  });

  it('refuses symlinks leading outside the project, to nothing, or to a folder holding them', () => {
    const { site, publicDir } = siteWithPublic('outside', { 'ok.txt': 'ok' });
    fs.symlinkSync('/etc', path.join(publicDir, 'etc'));
    fs.symlinkSync('/proc/self/environ', path.join(publicDir, 'environ'));
    fs.symlinkSync('missing.txt', path.join(publicDir, 'dangling'));
    fs.mkdirSync(path.join(publicDir, 'deep'));
    fs.symlinkSync('..', path.join(publicDir, 'deep/up'));
    expect(problems(() => readPublicFolder(publicDir, [site])).sort()).toEqual([
      'public/dangling: is a symlink to nothing; remove it or point it at a file',
      'public/deep/up: is a symlink to a folder that contains it; remove the link',
      "public/environ: is a symlink that leads outside the site's project folder; copy the file into public/ or add its folder to `contentRoots`",
      "public/etc: is a symlink that leads outside the site's project folder; copy the file into public/ or add its folder to `contentRoots`",
    ]);
  });

  it('refuses a public folder that is itself a symlink out of the project', () => {
    const site = path.join(work, 'linked-public');
    fs.mkdirSync(site);
    fs.symlinkSync('/etc', path.join(site, 'public'));
    expect(problems(() => readPublicFolder(path.join(site, 'public'), [site]))).toEqual([
      "public: is a symlink that leads outside the site's project folder; make it a folder of the site",
    ]);
  });

  it('is empty when the site has none', () => {
    expect(readPublicFolder(path.join(work, 'none/public'), [path.join(work, 'none')])).toEqual({ dir: path.join(work, 'none/public'), files: [], folders: [] });
  });
});
