/** A minimal `process` for browser dependencies that read it; the calls a browser cannot support throw clear errors (SPEC §8). */

function unsupported(name: string): never {
  throw new Error(`docsgen: process.${name} is not supported in the browser.`);
}

const timers = new Proxy(
  {},
  {
    get(_target, key) {
      throw new Error(`docsgen: the timer "${String(key)}" is missing from the browser process shim.`);
    },
  },
);

export const process = {
  env: { NODE_ENV: 'production' } as Record<string, string | undefined>,
  browser: true,
  argv: [] as string[],
  version: '',
  versions: {} as Record<string, string>,
  platform: 'browser',
  cwd: () => '/',
  nextTick: (callback: (...args: unknown[]) => void, ...args: unknown[]) => queueMicrotask(() => callback(...args)),
  binding: (name: string): never => unsupported(`binding(${JSON.stringify(name)})`),
  chdir: (): never => unsupported('chdir'),
  timers,
};
