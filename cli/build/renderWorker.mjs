// A render worker: registers the TypeScript loader (workers don't inherit it), then runs its share of render jobs.
import { register } from 'tsx/esm/api';

register();
await import('./renderWorkerMain.ts');
