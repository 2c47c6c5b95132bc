/** The build writes into a staging folder beside the output and swaps it in only when everything is written: a failed build leaves the old output untouched. */
import fs from 'node:fs';
import path from 'node:path';

export class StagingFolder {
  private readonly made = new Set<string>();

  private constructor(
    readonly outDir: string,
    readonly dir: string,
  ) {}

  /** A fresh staging folder next to `outDir`, holding a copy of `publicDir` when given. */
  static create(outDir: string, publicDir?: string): StagingFolder {
    const parent = path.dirname(path.resolve(outDir));
    fs.mkdirSync(parent, { recursive: true });
    const dir = fs.mkdtempSync(path.join(parent, `.${path.basename(outDir)}.staging-`));
    if (publicDir && fs.existsSync(publicDir)) fs.cpSync(publicDir, dir, { recursive: true });
    return new StagingFolder(outDir, dir);
  }

  /** Writes one file at a site-relative path. */
  write(rel: string, content: string | Uint8Array): void {
    const file = path.join(this.dir, rel);
    const folder = path.dirname(file);
    if (!this.made.has(folder)) {
      fs.mkdirSync(folder, { recursive: true });
      this.made.add(folder);
    }
    fs.writeFileSync(file, content);
  }

  /** Replaces the output with the staged build. */
  commit(): void {
    const retired = `${this.dir}.old`;
    const hadOutput = fs.existsSync(this.outDir);
    if (hadOutput) fs.renameSync(this.outDir, retired);
    fs.renameSync(this.dir, this.outDir);
    if (hadOutput) fs.rmSync(retired, { recursive: true, force: true });
  }

  /** Throws the staged build away; the output stays as it was. */
  abort(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
