/**
 * `npm run bench` section: peak memory of a build with one very large page against the same site without it. Pages
 * past the size limit are refused before they are read; the figures show what the limit keeps a build at.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { BuildReport } from '../../cli/build/report.ts';

/** A page of about `bytes` bytes made of ordinary guide content: sections with prose, lists, code and a table. */
function largePage(bytes: number): string {
  const section = (i: number) =>
    `## Part ${i}\n\nThis part explains step ${i} with **bold**, _emphasis_ and \`code\`.\n\n- one\n- two\n\n\`\`\`ts\nconst step${i} = ${i};\n\`\`\`\n\n| a | b |\n| --- | --- |\n| ${i} | ${i * 2} |\n\n`;
  const parts: string[] = ['---\ntitle: A very large page\n---\n\n'];
  let size = parts[0].length;
  for (let i = 0; size < bytes; i++) {
    const text = section(i);
    parts.push(text);
    size += text.length;
  }
  return parts.join('');
}

interface Measured {
  label: string;
  peakMb: number | null;
  refusal: string | null;
}

function build(repoRoot: string, site: string, out: string, label: string): Measured {
  const reportFile = path.join(out, '..', 'large-report.json');
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'bin/docsgen.mjs'), 'build', site, '--out', out, '--report', reportFile], { encoding: 'utf8' });
  if (run.status === 0) {
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as BuildReport;
    return { label, peakMb: report.peakMemoryMb, refusal: null };
  }
  const refusal = run.stderr.split('\n').find((line) => line.includes('over the')) ?? run.stderr.trim().split('\n').at(-1) ?? '';
  return { label, peakMb: null, refusal: refusal.trim() };
}

/** Builds `corpus` plus one page of each size and prints the peak memory of each build against the plain corpus. */
export function measureLargePages(repoRoot: string, corpus: string, work: string, sizesMb: number[]): void {
  const out = path.join(work, 'large-dist');
  const results = [build(repoRoot, corpus, out, 'without a large page')];
  const page = path.join(corpus, 'large-page.md');
  for (const mb of sizesMb) {
    fs.writeFileSync(page, largePage(mb * 1000 * 1000));
    results.push(build(repoRoot, corpus, out, `with a ${mb} MB page`));
  }
  fs.rmSync(page, { force: true });
  const baseline = results[0].peakMb ?? 0;
  console.log(`docsgen bench: peak memory with one large page (the corpus above)`);
  for (const result of results) {
    const figure = result.peakMb === null ? `refused: ${result.refusal}` : `${result.peakMb.toFixed(0)} MB (${(result.peakMb / baseline).toFixed(2)}× the corpus alone)`;
    console.log(`  ${result.label.padEnd(22)} ${figure}`);
  }
}
