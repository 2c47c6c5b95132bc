// The build thread run from its TypeScript source, when its bundle (bin/selfBundle.mjs) cannot be written: registers the
// TypeScript loader (threads do not inherit it), then runs the thread.
import { register } from 'tsx/esm/api';

register();
await import('./buildThreadMain.ts');
