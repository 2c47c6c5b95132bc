import { describe, expect, it } from 'vitest';
import { checkConfig, dottedPath } from '../../../../cli/load/configProblems.ts';
import { defaultSiteConfig, siteConfigSchema } from '../../../../cli/load/siteConfigSchema.ts';

const minimal = { title: 'Docs', siteUrl: 'https://docs.example.com', languages: ['en'], products: [] };

/** The problems of `config` as `path: message` lines. */
function problems(config: unknown): string[] {
  const checked = checkConfig(siteConfigSchema, config);
  return checked.ok ? [] : checked.problems.map((p) => `${dottedPath(p.path)}: ${p.message}`);
}

describe('the site config schema', () => {
  it('accepts a minimal config and fills in the defaults: no ad slot, broken links fail the build', () => {
    const checked = checkConfig(siteConfigSchema, minimal);
    expect(checked).toEqual({ ok: true, config: { ...minimal, ads: { enabled: false }, links: 'error' } });
  });

  it('keeps the ads and links the author set', () => {
    const checked = checkConfig(siteConfigSchema, { ...minimal, ads: { enabled: true, feedUrl: '/ads.json' }, links: 'warn' });
    expect(checked.ok && checked.config.ads).toEqual({ enabled: true, feedUrl: '/ads.json' });
    expect(checked.ok && checked.config.links).toBe('warn');
  });

  it('accepts the bundled site config', async () => {
    const bundled = (await import('../../../../content/site.config.ts')).default;
    expect(problems(bundled)).toEqual([]);
  });

  it('accepts api packages by name or with options, and says how to write a wrong one', () => {
    expect(problems({ ...minimal, api: { packages: ['my-ui', { name: 'my-lib', entry: 'src/index.ts', hooks: false }] } })).toEqual([]);
    expect(problems({ ...minimal, api: ['my-ui'] })).toEqual(['api: "api" must be an object']);
    expect(problems({ ...minimal, api: { packages: [] } })).toEqual([`api.packages: "api.packages" must name at least one package, e.g. api: { packages: ['my-ui'] }`]);
    expect(problems({ ...minimal, api: { packages: [42] } })).toEqual(['api.packages[0]: "api.packages[0]" must be a package name, or { name, entry?, product?, hooks?, sourceUrl? }']);
  });

  it('names an unknown key with the keys that exist at its level', () => {
    expect(problems({ ...minimal, colour: 'blue' })).toEqual([
      'colour: unknown key "colour"; known keys here: title, description, siteUrl, productionHost, editUrl, languages, products, navCollapseAbove, sideLinks, footerLinks, analytics, ads, feedback, redirects, contentRoots, headingIds, links, markdown, theme, budgets, audit, api, plugins',
    ]);
    expect(problems({ ...minimal, ads: { enabled: false, provider: 'x' } })).toEqual([
      'ads.provider: unknown key "ads.provider"; known keys here: enabled, networkScriptUrl, feedUrl, sponsorBackersUrl',
    ]);
  });

  it("takes a product's demo theme by name or as a module path, and says what it must be otherwise", () => {
    const product = (demoTheme: unknown) => ({ ...minimal, products: [{ id: 'guide', name: 'Guide', versions: [], demoTheme }] });
    for (const accepted of ['material', 'joy', 'none', './theme/demoTheme.tsx', '../shared/demoTheme.js']) expect(problems(product(accepted))).toEqual([]);
    const expected =
      'products[0].demoTheme: "products[0].demoTheme" must be "material", "joy", "none" or the path of a module relative to the ' +
      'config\'s folder (e.g. "./demoTheme.tsx") whose default export wraps each demo';
    for (const rejected of ['Material', 'demoTheme.tsx', './theme.css', 3]) expect(problems(product(rejected))).toEqual([expected]);
  });

  it('names each missing required key and the object it belongs in', () => {
    expect(problems({ title: 'Docs', languages: ['en'], products: [{ id: 'guide', name: 'Guide' }] })).toEqual([
      'siteUrl: config is missing the required key "siteUrl"',
      'products[0].versions: products[0] is missing the required key "versions"',
    ]);
  });

  it('says what a wrong value must be, with its full path', () => {
    const config = {
      ...minimal,
      siteUrl: 'docs.example.com',
      products: [{ id: 'guide', name: 'Guide', logo: 'logo.svg', versions: [{ text: '1.0', href: '' }] }],
      analytics: { GADisplayRatio: 2 },
      feedback: { enabled: 'yes', endpoint: '/api/feedback' },
      links: 'ignore',
    };
    expect(problems(config)).toEqual([
      'siteUrl: "siteUrl" must be an absolute http(s) URL',
      'products[0].logo: "products[0].logo" must be a path starting with /',
      'products[0].versions[0].href: "products[0].versions[0].href" must be a non-empty string',
      'analytics.GADisplayRatio: "analytics.GADisplayRatio" must be a number from 0 to 1',
      'feedback.enabled: "feedback.enabled" must be true or false',
      'links: "links" must be "error" or "warn"',
    ]);
  });

  it('takes the nav size above which navs are sent in parts as a whole number of links, or false', () => {
    expect(problems({ ...minimal, navCollapseAbove: 300 })).toEqual([]);
    expect(problems({ ...minimal, navCollapseAbove: false })).toEqual([]);
    expect(problems({ ...minimal, navCollapseAbove: 2.5 })).toEqual(['navCollapseAbove: "navCollapseAbove" must be a whole number of links or false']);
    expect(problems({ ...minimal, navCollapseAbove: true })).toEqual(['navCollapseAbove: "navCollapseAbove" must be a whole number of links or false']);
  });

  it('takes whether Markdown pages may hold scripts as true or false', () => {
    expect(problems({ ...minimal, markdown: { allowScripts: true } })).toEqual([]);
    expect(problems({ ...minimal, markdown: { allowScripts: 'yes' } })).toEqual(['markdown.allowScripts: "markdown.allowScripts" must be true or false']);
    expect(problems({ ...minimal, markdown: { scripts: true } })).toEqual(['markdown.scripts: unknown key "markdown.scripts"; known keys here: allowScripts']);
  });

  it('says when a section or list has the wrong shape', () => {
    expect(problems({ ...minimal, ads: true, products: {} })).toEqual(['products: "products" must be a list', 'ads: "ads" must be an object']);
    expect(problems('docs')).toEqual([': config must be an object']);
  });

  it('takes a theme by name, and plugins as objects with a name keeping their own hooks', () => {
    const generate = () => ({});
    const checked = checkConfig(siteConfigSchema, { ...minimal, theme: 'mui', plugins: [{ name: 'changelog', generate }] });
    expect(checked.ok && checked.config.theme).toBe('mui');
    expect(checked.ok && checked.config.plugins).toEqual([{ name: 'changelog', generate }]);
    expect(problems({ ...minimal, theme: 42, plugins: [{ generate }] })).toEqual([
      'theme: "theme" must name a theme (default or mui), a theme module by path, or define one: { extends, layouts, css }',
      "plugins[0]: \"plugins[0]\" must be a plugin: a module path ('./plugins/shout.ts'), [module path, options], or an object with a non-empty string `name`",
    ]);
  });

  it('takes plugins and a theme named by module path, a plugin with options that are plain data', () => {
    const plugins = ['./plugins/shout.ts', ['remark-shout-plugin', { level: 2, words: ['hey'] }]];
    const checked = checkConfig(siteConfigSchema, { ...minimal, theme: './theme/index.tsx', plugins });
    expect(checked.ok && checked.config.theme).toBe('./theme/index.tsx');
    expect(checked.ok && checked.config.plugins).toEqual(plugins);
    expect(problems({ ...minimal, plugins: [['./plugins/shout.ts', { level: () => 2 }]] })).toEqual([
      "plugins[0]: \"plugins[0]\" must be a plugin: a module path ('./plugins/shout.ts'), [module path, options], or an object with a non-empty string `name`",
    ]);
  });

  it('gives a plain folder of Markdown a config titled after it, without ads or feedback', () => {
    const config = defaultSiteConfig('notes');
    expect(config).toMatchObject({ title: 'notes', products: [], ads: { enabled: false }, feedback: { enabled: false }, links: 'error' });
  });
});
