#!/usr/bin/env node
// Runs a TypeScript script of this repository (bench, helpers) with the same loader the CLI uses.
import { register } from 'tsx/esm/api';
import { pathToFileURL } from 'node:url';
import path from 'node:path';

process.env.NODE_ENV ??= 'production';
register();
const [script, ...rest] = process.argv.slice(2);
process.argv = [process.argv[0], script, ...rest];
await import(pathToFileURL(path.resolve(script)).href);
