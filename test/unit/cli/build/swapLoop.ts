/**
 * Run as a child process by writeOutput.test.ts: builds tiny sites into `argv[2]` through StagingFolder, one after
 * another without end, until it is killed. Every site has the same files, each holding the site's generation, so a
 * complete site is one whose files all agree.
 */
import { StagingFolder } from '../../../../cli/build/writeOutput.ts';

export const SITE_FILES = ['index.html', 'a/index.html', 'a/b/index.html', 'assets/app.js', '404.html'];

const outDir = process.argv[2];
if (outDir) {
  for (let generation = 1; ; generation++) {
    const staging = StagingFolder.create(outDir);
    for (const file of SITE_FILES) staging.write(file, `generation ${generation}`);
    await staging.commit();
    process.stdout.write(`${generation}\n`);
  }
}
