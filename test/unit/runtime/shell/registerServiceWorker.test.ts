import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, type ServiceWorkerEnv } from '../../../../runtime/shell/serviceWorker.ts';

const HOST = 'docs.example.com';

class FakeWorker {
  readonly posted: unknown[] = [];
  private readonly listeners: (() => void)[] = [];
  constructor(public state: ServiceWorkerState) {}
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  addEventListener(_type: 'statechange', listener: () => void): void {
    this.listeners.push(listener);
  }
  becomes(state: ServiceWorkerState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

class FakeRegistration {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  private readonly listeners: (() => void)[] = [];
  addEventListener(_type: 'updatefound', listener: () => void): void {
    this.listeners.push(listener);
  }
  updateFound(worker: FakeWorker): void {
    this.installing = worker;
    for (const listener of this.listeners) listener();
  }
}

function setup({ host = HOST, controller = {} as unknown, supported = true, registration = new FakeRegistration() } = {}) {
  let focused = false;
  const intervals = new Map<number, () => void>();
  let nextId = 1;
  const register = vi.fn((_url: string) => Promise.resolve(registration));
  const reload = vi.fn();
  const env = {
    navigator: supported ? { serviceWorker: { controller, register } } : {},
    location: { host, reload },
    document: { hasFocus: () => focused },
    setInterval: (callback: () => void) => {
      intervals.set(nextId, callback);
      return nextId++;
    },
    clearInterval: (id: unknown) => intervals.delete(id as number),
  } as unknown as ServiceWorkerEnv;
  const tick = () => [...intervals.values()].forEach((callback) => callback());
  return { env, register, reload, registration, tick, intervals, focus: () => (focused = true) };
}

describe('registerServiceWorker', () => {
  it('does not register on another host (local preview, staging)', async () => {
    const { env, register } = setup({ host: 'localhost:3000' });
    await registerServiceWorker({ productionHost: HOST }, env);
    expect(register).not.toHaveBeenCalled();
  });

  it('does not register when the site names no production host', async () => {
    const { env, register } = setup();
    await registerServiceWorker({}, env);
    expect(register).not.toHaveBeenCalled();
  });

  it('does nothing when the browser has no service workers', async () => {
    const { env } = setup({ supported: false });
    await expect(registerServiceWorker({ productionHost: HOST }, env)).resolves.toBeUndefined();
  });

  it('registers /sw.js on the production host', async () => {
    const { env, register } = setup();
    await registerServiceWorker({ productionHost: HOST }, env);
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('swallows a refused registration', async () => {
    const { env, register } = setup();
    register.mockRejectedValueOnce(new DOMException('insecure', 'SecurityError'));
    await expect(registerServiceWorker({ productionHost: HOST }, env)).resolves.toBeUndefined();
  });

  it('leaves a first install alone: no controller, no skipWaiting, no reload', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker('installed');
    const { env, reload } = setup({ controller: null, registration });
    await registerServiceWorker({ productionHost: HOST }, env);
    expect(registration.waiting.posted).toEqual([]);
    registration.waiting.becomes('activated');
    expect(reload).not.toHaveBeenCalled();
  });

  it('tells a waiting worker to skip waiting, then reloads once, after the document has focus', async () => {
    const registration = new FakeRegistration();
    const waiting = (registration.waiting = new FakeWorker('installed'));
    const { env, reload, tick, focus, intervals } = setup({ registration });
    await registerServiceWorker({ productionHost: HOST }, env);
    expect(waiting.posted).toEqual(['skipWaiting']);
    waiting.becomes('activated');
    tick();
    tick();
    expect(reload).not.toHaveBeenCalled();
    focus();
    tick();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(intervals.size).toBe(0);
    waiting.becomes('activated');
    tick();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('follows an installing worker: skipWaiting once installed, a lazy reload once activated', async () => {
    const registration = new FakeRegistration();
    const installing = (registration.installing = new FakeWorker('installing'));
    const { env, reload, tick, focus } = setup({ registration });
    await registerServiceWorker({ productionHost: HOST }, env);
    registration.installing = null;
    registration.waiting = installing;
    installing.becomes('installed');
    expect(installing.posted).toEqual(['skipWaiting']);
    installing.becomes('activating');
    installing.becomes('activated');
    focus();
    tick();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits for an update when nothing is installing or waiting', async () => {
    const { env, registration, reload, tick, focus } = setup();
    await registerServiceWorker({ productionHost: HOST }, env);
    const update = new FakeWorker('installing');
    registration.updateFound(update);
    registration.waiting = update;
    update.becomes('installed');
    expect(update.posted).toEqual(['skipWaiting']);
    update.becomes('activated');
    focus();
    tick();
    tick();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
