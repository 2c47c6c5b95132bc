import { describe, expect, it } from 'vitest';
import { tailwindBaseCss, tailwindUtilitiesCss } from '../../../../cli/demos/tailwindCss.ts';
import { TAILWIND_SCOPE_CLASS } from '../../../../cli/demos/tailwindScope.ts';

/** The selectors of every style rule (keyframe steps excluded) in `css`. */
function ruleSelectors(css: string): string[] {
  return [...css.replace(/@keyframes[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '').matchAll(/([^{}]+)\{/g)]
    .map((match) => match[1].trim())
    .filter((selector) => !selector.startsWith('@'));
}

describe('Tailwind CSS of a demo', () => {
  it('generates the classes the sources use, every rule under the scope class', async () => {
    const css = await tailwindUtilitiesCss(['<Button className="px-4 py-2 bg-blue-600 hover:bg-blue-700 [&.base--disabled]:opacity-40 animate-spin" />']);
    expect(css).toContain('padding-left: 1rem');
    expect(css).toContain('background-color: rgb(37 99 235');
    expect(css).toContain('.base--disabled');
    const selectors = ruleSelectors(css);
    expect(selectors.length).toBeGreaterThan(4);
    for (const selector of selectors) expect(selector.startsWith(`.${TAILWIND_SCOPE_CLASS} `)).toBe(true);
  });

  it('leaves out preflight: nothing for html, body, buttons or headings', async () => {
    const css = (await tailwindUtilitiesCss(['px-4'])) + (await tailwindBaseCss());
    expect(css).not.toMatch(/(^|[\s,}])(html|body|button|h1|img)\s*[,{]/);
  });

  it('scopes the shared custom-property defaults to Tailwind previews', async () => {
    const base = await tailwindBaseCss();
    expect(base).toContain('--tw-ring-offset-width');
    for (const selector of ruleSelectors(base).flatMap((s) => s.split(','))) expect(selector.trim().startsWith(`.${TAILWIND_SCOPE_CLASS} `)).toBe(true);
  });

  it('makes dark: follow the site colour scheme attribute', async () => {
    const css = await tailwindUtilitiesCss(['dark:bg-slate-800']);
    expect(css).toContain('[data-mui-color-scheme="dark"] .dark\\:bg-slate-800');
  });

  it('returns nothing for sources without Tailwind classes', async () => {
    expect(await tailwindUtilitiesCss(['export default function Demo() { return null; }'])).toBe('');
  });
});
