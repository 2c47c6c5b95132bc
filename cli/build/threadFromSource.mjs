// A docsgen thread run from its TypeScript source (tests run docsgen from its sources): registers the TypeScript
// loader (threads do not inherit it), then imports the source file given as the thread's last argument.
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

register();
await import(pathToFileURL(process.argv[process.argv.length - 1]).href);
