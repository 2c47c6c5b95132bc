// The render worker run from its TypeScript source, when its bundle (bin/selfBundle.mjs) cannot be written: registers the
// TypeScript loader (workers do not inherit it), then runs the worker.
import { register } from 'tsx/esm/api';

register();
await import('./renderWorkerMain.ts');
