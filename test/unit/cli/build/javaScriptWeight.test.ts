import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { addedModules, relativeUrl, staticClosure } from '../../../../cli/build/chunkGraph.ts';
import { createJavaScriptMeter, islandsMountedOnLoad } from '../../../../cli/build/javaScriptWeight.ts';

const graph = new Map([
  ['/assets/runtime.js', ['/assets/chunks/a.js']],
  ['/assets/chunks/a.js', []],
  ['/assets/demo-x.js', ['/assets/chunks/react.js', '/assets/chunks/a.js']],
  ['/assets/chunks/react.js', ['/assets/chunks/a.js']],
  ['/assets/switch.js', ['/assets/chunks/a.js']],
  ['/assets/demo-y.js', ['/assets/chunks/react.js', '/assets/chunks/y-own.js']],
  ['/assets/chunks/y-own.js', []],
  ['/assets/demo-z.js', ['/assets/chunks/joy.js']],
  ['/assets/chunks/joy.js', ['/assets/chunks/a.js']],
]);
const files = new Map([...graph.keys()].map((url) => [url, new TextEncoder().encode(`/* ${url} */ ${'x'.repeat(url.length * 40)}`)]));
const gz = (url: string) => gzipSync(files.get(url)!).length;

describe('chunk graph', () => {
  it('follows static imports once each, and leaves out what is loaded already', () => {
    expect(staticClosure(graph, '/assets/demo-x.js')).toEqual(['/assets/demo-x.js', '/assets/chunks/react.js', '/assets/chunks/a.js']);
    expect(addedModules(graph, '/assets/demo-x.js', new Set(['/assets/runtime.js', '/assets/chunks/a.js']))).toEqual(['/assets/demo-x.js', '/assets/chunks/react.js']);
    expect(relativeUrl('/assets/demo-x.js', '/assets/chunks/react.js')).toBe('./chunks/react.js');
  });
});

describe('JavaScript weight', () => {
  it('finds the islands a page mounts at load', () => {
    const html = '<div data-island="demo" data-hydrate="intent" data-island-src="/assets/demo-x.js"></div><span data-island="s" data-island-src="/assets/switch.js" data-hydrate="load">';
    expect(islandsMountedOnLoad(html)).toEqual(['/assets/switch.js']);
  });

  it('counts a page without load-time islands as the runtime alone, and a demo by what it adds', () => {
    const meter = createJavaScriptMeter({ files, graph, entry: '/assets/runtime.js', demoChunks: new Map([['x', '/assets/demo-x.js']]), demoLibraries: new Map([['x', 'material']]) });
    const runtime = gz('/assets/runtime.js') + gz('/assets/chunks/a.js');
    expect(meter.beforeInteraction(islandsMountedOnLoad('<div data-hydrate="intent" data-island-src="/assets/demo-x.js">'))).toBe(runtime);
    expect(meter.beforeInteraction(islandsMountedOnLoad('<span data-island-src="/assets/switch.js" data-hydrate="load">'))).toBe(runtime + gz('/assets/switch.js'));
    expect(meter.demoFirstUse()).toEqual([{ name: 'x', library: 'material', gzip: gz('/assets/demo-x.js') + gz('/assets/chunks/react.js'), ownGzip: gz('/assets/demo-x.js') + gz('/assets/chunks/react.js') }]);
  });

  it('counts as a demo\'s own JavaScript what the other demos of its library do not load', () => {
    const meter = createJavaScriptMeter({
      files,
      graph,
      entry: '/assets/runtime.js',
      demoChunks: new Map([
        ['x', '/assets/demo-x.js'],
        ['y', '/assets/demo-y.js'],
        ['z', '/assets/demo-z.js'],
      ]),
      demoLibraries: new Map([
        ['x', 'material'],
        ['y', 'material'],
        ['z', 'joy'],
      ]),
    });
    const own = Object.fromEntries(meter.demoFirstUse().map((demo) => [demo.name, demo.ownGzip]));
    expect(own).toEqual({ x: gz('/assets/demo-x.js'), y: gz('/assets/demo-y.js') + gz('/assets/chunks/y-own.js'), z: gz('/assets/demo-z.js') + gz('/assets/chunks/joy.js') });
  });

  it('finds the islands of a site built under a base path, whose island URLs carry the base', () => {
    const meter = createJavaScriptMeter({ files, graph, entry: '/assets/runtime.js', demoChunks: new Map(), demoLibraries: new Map() }, '/docs/');
    const runtime = gz('/assets/runtime.js') + gz('/assets/chunks/a.js');
    expect(meter.beforeInteraction(islandsMountedOnLoad('<span data-island-src="/docs/assets/switch.js" data-hydrate="load">'))).toBe(runtime + gz('/assets/switch.js'));
  });
});
