/** The V8 flags `args` needs that `execArgv` lacks; empty for commands that do not build or when `DOCSGEN_V8_FLAGS=off`. */
export function missingV8Flags(args: readonly string[], execArgv?: readonly string[], env?: Record<string, string | undefined>): string[];
