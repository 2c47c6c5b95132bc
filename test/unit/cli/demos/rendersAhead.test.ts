import { describe, expect, it } from 'vitest';
import type { DemoRef } from '../../../../cli/demos/demoRef.ts';
import type { ModuleRender } from '../../../../cli/demos/prepareDemo.tsx';
import { rendersAhead } from '../../../../cli/demos/rendersAhead.ts';

const ref = (name: string): DemoRef => ({ absFile: `/site/${name}.tsx`, chunkName: `demo-${name}`, kind: 'material', library: 'material-ui' });
const refs = ['a', 'b', 'c', 'd', 'e'].map(ref);
const bundleOf = (demo: DemoRef) => demo.absFile.replace('.tsx', '.mjs');
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A render that finishes when the test says so, recording what was started and how many were under way at once. */
function controlledRenders() {
  const started: string[] = [];
  const finish = new Map<string, (render: ModuleRender) => void>();
  const fail = new Map<string, (error: Error) => void>();
  let underWay = 0;
  let most = 0;
  const render = (demo: DemoRef, bundled: string) => {
    started.push(bundled);
    most = Math.max(most, ++underWay);
    return new Promise<ModuleRender>((resolve, reject) => {
      finish.set(demo.absFile, (rendered) => (underWay--, resolve(rendered)));
      fail.set(demo.absFile, (error) => (underWay--, reject(error)));
    });
  };
  return { render, started, finish, fail, most: () => most };
}

describe('rendersAhead', () => {
  it('renders the modules in order, so many at once, and hands out each render once made', async () => {
    const renders = controlledRenders();
    const ahead = rendersAhead(refs, renders.render, bundleOf, 2);
    await settle();
    expect(renders.started).toEqual(['/site/a.mjs', '/site/b.mjs']);
    renders.finish.get('/site/a.tsx')!({ html: '<p>a</p>', styles: new Map() });
    await settle();
    expect(renders.started).toEqual(['/site/a.mjs', '/site/b.mjs', '/site/c.mjs']);
    expect(await ahead.renderModule(refs[0], bundleOf(refs[0]))).toEqual({ html: '<p>a</p>', styles: new Map() });
    for (const name of ['b', 'c', 'd', 'e']) {
      renders.finish.get(`/site/${name}.tsx`)!({ html: name, styles: new Map() });
      await settle();
    }
    expect(renders.started).toHaveLength(5);
    expect(renders.most()).toBe(2);
  });

  it('starts a render asked for before its turn at once, and never twice', async () => {
    const renders = controlledRenders();
    const ahead = rendersAhead(refs, renders.render, bundleOf, 1);
    const late = ahead.renderModule(refs[4], bundleOf(refs[4]));
    await settle();
    expect(renders.started).toEqual(['/site/a.mjs', '/site/e.mjs']);
    renders.finish.get('/site/e.tsx')!({ html: 'e', styles: new Map() });
    expect((await late).html).toBe('e');
    for (const name of ['a', 'b', 'c', 'd']) {
      renders.finish.get(`/site/${name}.tsx`)?.({ html: name, styles: new Map() });
      await settle();
    }
    expect(renders.started.filter((bundled) => bundled === '/site/e.mjs')).toHaveLength(1);
  });

  it('reports a failed render when it is asked for, and goes on with the others', async () => {
    const renders = controlledRenders();
    const ahead = rendersAhead(refs.slice(0, 2), renders.render, bundleOf, 1);
    await settle();
    renders.fail.get('/site/a.tsx')!(new Error('the demo threw'));
    await settle();
    expect(renders.started).toEqual(['/site/a.mjs', '/site/b.mjs']);
    await expect(ahead.renderModule(refs[0], bundleOf(refs[0]))).rejects.toThrow('the demo threw');
  });

  it('starts no more renders once stopped', async () => {
    const renders = controlledRenders();
    const ahead = rendersAhead(refs, renders.render, bundleOf, 1);
    await settle();
    ahead.stop();
    renders.finish.get('/site/a.tsx')!({ html: 'a', styles: new Map() });
    await settle();
    expect(renders.started).toEqual(['/site/a.mjs']);
  });
});
