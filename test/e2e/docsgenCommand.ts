/** Runs the installed docsgen as a user would (`npx docsgen …` in a project), and serves a built site for a test. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterEach } from 'vitest';

export interface CommandResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `npx --no docsgen …` in `cwd`: the project's own installed docsgen, never one fetched from the registry. */
export function docsgen(args: string[], cwd: string): CommandResult {
  const result = spawnSync('npx', ['--no', 'docsgen', ...args], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Like {@link docsgen}, failing with its output when the command fails. */
export function docsgenOk(args: string[], cwd: string): CommandResult {
  const result = docsgen(args, cwd);
  if (result.status !== 0) throw new Error(`docsgen ${args.join(' ')} exited with ${result.status}:\n${result.stdout}\n${result.stderr}`);
  return result;
}

/**
 * `docsgen serve` for the current test, stopped after it: resolves with its URL once it listens. The server runs in a
 * process group of its own (npx starts node below it), which is what is stopped.
 */
export function useServer(): (args: string[], cwd: string) => Promise<string> {
  const servers: ChildProcess[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) if (server.pid && server.exitCode === null) process.kill(-server.pid);
  });
  return (args, cwd) => {
    const child = spawn('npx', ['--no', 'docsgen', 'serve', ...args, '--port', '0'], { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    servers.push(child);
    return new Promise((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = output.match(/http:\/\/127\.0\.0\.1:(\d+)/);
        if (match) resolve(`http://127.0.0.1:${match[1]}`);
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.on('exit', (code) => reject(new Error(`docsgen serve exited with ${code}:\n${output}`)));
    });
  };
}
