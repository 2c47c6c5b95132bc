/**
 * V8 settings for a batch build, set before its threads start. V8's optimising compiler inlines aggressively, which
 * pays off in long-running programs. A build is seconds of rendering on every core, and each of its threads compiles
 * the same libraries afresh (micromark's hundreds of small state functions, MUI, React) in background threads that
 * compete with rendering for the cores: in a profile of a large build, the optimising compiler took a large share of
 * all CPU time. Without inlining, those compilations are several times shorter, and the build is faster although the
 * code they produce is a little slower (measured with `npm run bench`, builds interleaved; figures in the README).
 *
 * The collector's settings (helper threads, say) would help too, but they are fixed when a process starts: changed in
 * a running one, they break V8's invariants. The compiler reads this flag whenever it starts a compilation. It stays
 * set for the rest of the process: `serve`, when it builds first, then serves with it, which a file server does not feel.
 */
import v8 from 'node:v8';

/** Applies the batch-build settings to the process (setting them again changes nothing); threads started afterwards compile with them. */
export function useBatchBuildV8Flags(): void {
  v8.setFlagsFromString('--no-turbo-inlining');
}
