/** What a plugin module must export, and what the render cache's key holds of the site's code modules. */
import { describe, expect, it } from 'vitest';
import { pluginShapeProblem } from '../../../../cli/plugins/codeModules.ts';
import { siteCodeKey, type KeyedCodeModule } from '../../../../cli/plugins/siteCodeKey.ts';

describe('the shape of a plugin', () => {
  it('takes an object with a name and hooks of the right kinds', () => {
    expect(pluginShapeProblem({ name: 'shout', remarkPlugins: [() => () => {}], generate: () => ({}) })).toBeNull();
  });

  it('says what is wrong with anything else', () => {
    expect(pluginShapeProblem('shout')).toBe('it is a string, not a plugin object');
    expect(pluginShapeProblem(null)).toBe('it is null, not a plugin object');
    expect(pluginShapeProblem([{ name: 'a' }])).toBe('it is a list, not a plugin object');
    expect(pluginShapeProblem({ remarkPlugins: [] })).toBe('the plugin has no non-empty string `name`');
    expect(pluginShapeProblem({ name: 'shout', remarkPlugins: () => {} })).toBe('`remarkPlugins` must be a list of unified plugins');
    expect(pluginShapeProblem({ name: 'shout', headMetas: { a: 'b' } })).toBe('`headMetas` must be a function');
  });
});

describe('the key of the site code modules', () => {
  const shout: KeyedCodeModule = {
    role: 'plugin',
    specifier: './plugins/shout.ts',
    options: { level: 2 },
    inputs: [
      ['/site/plugins/shout.ts', 'aaa'],
      ['/site/plugins/upper.ts', 'bbb'],
    ],
    packages: ['unist-util-visit@5.0.0'],
  };
  const theme: KeyedCodeModule = { role: 'theme', specifier: './theme/index.tsx', inputs: [['/site/theme/brand.css', 'ccc']], packages: [] };
  const key = siteCodeKey([shout, theme]);

  it('is the same for the same files, options and packages', () => {
    expect(siteCodeKey([{ ...shout, inputs: [...shout.inputs] }, { ...theme }])).toBe(key);
  });

  it('changes with the bytes of any file a module imports, its options, a package version, the order or the role', () => {
    const changed = [
      siteCodeKey([{ ...shout, inputs: [shout.inputs[0], ['/site/plugins/upper.ts', 'bbc']] }, theme]),
      siteCodeKey([{ ...shout, options: { level: 3 } }, theme]),
      siteCodeKey([{ ...shout, packages: ['unist-util-visit@5.0.1'] }, theme]),
      siteCodeKey([shout, { ...theme, inputs: [['/site/theme/brand.css', 'ccd']] as KeyedCodeModule['inputs'] }]),
      siteCodeKey([theme, shout]),
      siteCodeKey([{ ...shout, role: 'theme' }, theme]),
      siteCodeKey([shout]),
    ];
    for (const other of changed) expect(other).not.toBe(key);
    expect(new Set(changed).size).toBe(changed.length);
  });

  it('tells a file gone from one with bytes', () => {
    expect(siteCodeKey([{ ...shout, inputs: [shout.inputs[0], ['/site/plugins/upper.ts', null]] }])).not.toBe(siteCodeKey([shout]));
  });
});
