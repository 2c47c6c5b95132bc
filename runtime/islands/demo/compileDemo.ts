/**
 * Compiles an edited demo in the browser with sucrase: TypeScript and JSX stripped, imports turned into `require`
 * calls, line numbers kept (so an error's line is the reader's line).
 */
import { transform } from 'sucrase';
import type { CodeVariant } from '../../codePreferences.ts';

export interface DemoCompileError {
  message: string;
  /** 1-based line in the reader's source. */
  line: number | null;
}

export type CompiledDemo = { ok: true; code: string } | { ok: false; error: DemoCompileError };

export function compileDemo(source: string, language: CodeVariant): CompiledDemo {
  try {
    const { code } = transform(source, {
      transforms: language === 'TS' ? ['typescript', 'jsx', 'imports'] : ['jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
    });
    return { ok: true, code };
  } catch (error) {
    const loc = (error as { loc?: { line: number } }).loc;
    // Sucrase appends "(line:column)" to its messages; the line is shown apart.
    return { ok: false, error: { message: (error as Error).message.replace(/\s*\(\d+:\d+\)$/, ''), line: loc?.line ?? null } };
  }
}
