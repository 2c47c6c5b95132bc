/**
 * The local files a cached result was made from, recorded with the digest of their bytes: an entry is reused only
 * while every one of them still has those bytes. Packages in node_modules are left out (the installed packages'
 * fingerprint stands for them), and so are the virtual modules of bundler plugins.
 */
import fs from 'node:fs';
import path from 'node:path';
import { digest } from './digest.ts';

/** Files with the digests of their bytes, sorted by path; a digest of null records a file that was missing. */
export type RecordedInputs = [absPath: string, bytesDigest: string | null][];

/** Reads and digests each file once per build, however many entries name it. */
export class InputFiles {
  private readonly digests = new Map<string, string | null>();

  digestOf(absPath: string): string | null {
    let known = this.digests.get(absPath);
    if (known === undefined) {
      try {
        known = digest(fs.readFileSync(absPath));
      } catch {
        known = null;
      }
      this.digests.set(absPath, known);
    }
    return known;
  }

  /** `files` (deduplicated, sorted) with their digests now. */
  record(files: Iterable<string>): RecordedInputs {
    return [...new Set(files)].sort().map((file) => [file, this.digestOf(file)]);
  }

  /** Whether every recorded file still has the bytes it had. */
  unchanged(inputs: RecordedInputs): boolean {
    return inputs.every(([file, bytes]) => this.digestOf(file) === bytes);
  }
}

/** One digest standing for a list of recorded inputs. */
export function inputsDigest(inputs: RecordedInputs): string {
  return digest(...inputs.flatMap(([file, bytes]) => [file, bytes ?? 'missing']));
}

/** A bundler plugin's namespace before an absolute path (`docsgen-site:/…`, `docsgen-demo:system:/…`). */
export const NAMESPACE_PREFIX = /^(?:[a-z][\w-]*:)+(?=\/)/;

/**
 * The local file an esbuild metafile input key stands for (keys are relative to the working folder, or carry a
 * plugin's namespace before an absolute path), or null for a package's file or a module without a file.
 */
export function localInputFile(key: string, workingDir: string): string | null {
  const file = path.resolve(workingDir, key.replace(NAMESPACE_PREFIX, ''));
  if (file.split(path.sep).includes('node_modules')) return null;
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
}

/** The local files among a metafile's input keys. */
export function localInputFiles(keys: Iterable<string>, workingDir: string): string[] {
  return [...keys].flatMap((key) => localInputFile(key, workingDir) ?? []);
}
