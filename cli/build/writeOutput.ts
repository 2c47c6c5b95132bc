/** Writes the build into a fresh folder and swaps it in only when everything is written: a failed build leaves the old output untouched. */
import fs from 'node:fs';
import path from 'node:path';

/** An output file: URL-ish relative path and its content. */
export type OutputFiles = Map<string, string | Uint8Array>;

/** Writes `files` (and a copy of `publicDir`) to `outDir` atomically. */
export async function writeOutputAtomically(outDir: string, files: OutputFiles, publicDir?: string): Promise<void> {
  const parent = path.dirname(path.resolve(outDir));
  fs.mkdirSync(parent, { recursive: true });
  const staging = fs.mkdtempSync(path.join(parent, `.${path.basename(outDir)}.staging-`));
  try {
    if (publicDir && fs.existsSync(publicDir)) fs.cpSync(publicDir, staging, { recursive: true });
    const dirs = new Set<string>();
    for (const rel of files.keys()) dirs.add(path.dirname(path.join(staging, rel)));
    for (const dir of dirs) fs.mkdirSync(dir, { recursive: true });
    await Promise.all([...files].map(([rel, content]) => fs.promises.writeFile(path.join(staging, rel), content)));
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  const retired = `${staging}.old`;
  const hadOutput = fs.existsSync(outDir);
  if (hadOutput) fs.renameSync(outDir, retired);
  fs.renameSync(staging, outDir);
  if (hadOutput) fs.rmSync(retired, { recursive: true, force: true });
}
