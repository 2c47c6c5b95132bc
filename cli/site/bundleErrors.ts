/** esbuild's failures as content errors, each at `file:line:col` relative to the site folder. */
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { ContentError, ContentErrors } from '../errors.ts';

/** Paths of virtual modules (`namespace:path`) name the file behind them. */
function realFile(file: string): string {
  const virtual = file.match(/^[a-z-]+:(?:[a-z]+:)?(\/.*|[A-Za-z]:\\.*)$/);
  return virtual ? virtual[1] : file;
}

/** The content errors of a failed esbuild run, or null when `error` is not an esbuild failure. */
export function bundleContentErrors(error: unknown, siteRoot: string, workingDir: string): ContentErrors | null {
  const failures = (error as esbuild.BuildFailure).errors;
  if (!failures?.length) return null;
  return new ContentErrors(
    failures.map((failure) => {
      const { location } = failure;
      if (!location) return new ContentError('(bundle)', failure.text);
      const file = path.relative(siteRoot, path.resolve(workingDir, realFile(location.file)));
      return new ContentError(file, failure.text, { line: location.line, column: location.column + 1 });
    }),
  );
}
