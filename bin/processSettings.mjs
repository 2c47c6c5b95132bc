// The V8 settings of a building docsgen process and the commands that get them. `DOCSGEN_V8_FLAGS=off` runs with
// V8's defaults, to measure what they are worth.
//
// - `--no-turbo-inlining`: each of a build's threads compiles the same libraries afresh in background threads that
//   compete with rendering for the cores; without inlining those compilations are several times shorter, and the
//   build is faster although the code they produce is a little slower.
//
// It is process-wide. V8's compiler reads it as it compiles, so bin/docsgen.mjs sets it (v8.setFlagsFromString) before
// docsgen starts its threads or runs anything long enough to be optimised: the build thread and render workers get it
// as surely as from the command line, without starting Node twice. How far heaps grow between collections is set with
// each build thread, for the build it runs (cli/build/threadSettings.ts).

const BUILD_V8_FLAGS = ['--no-turbo-inlining'];

/** Commands that build: a build, a check, or a server that may build and rebuild. */
const BUILDING_COMMANDS = new Set(['build', 'check', 'serve']);

/** The flags this process lacks for running `args`; empty when it has them, needs none, or they are turned off. */
export function missingV8Flags(args, execArgv = process.execArgv, env = process.env) {
  if (env.DOCSGEN_V8_FLAGS === 'off' || !BUILDING_COMMANDS.has(args[0])) return [];
  return BUILD_V8_FLAGS.filter((flag) => !execArgv.includes(flag));
}
