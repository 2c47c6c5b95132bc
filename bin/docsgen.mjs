#!/usr/bin/env node
// Entry point: registers the TypeScript loader so `npx docsgen` works straight after `npm ci`,
// then hands argv to the CLI. It parses nothing itself.
import { register } from 'tsx/esm/api';

process.env.NODE_ENV ??= 'production';
register();
const { main } = await import('../cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
