/** The inline script's code preferences, run as the browser would run it: before any module, on a bare document. */
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { noFlashScript } from '../../../runtime/noFlashScript.ts';

/** Runs the script against a minimal document with `hash` and `cookie`, returning the <html> attributes it set. */
function run({ hash = '', cookie = '' }: { hash?: string; cookie?: string }): Record<string, string> {
  const attributes: Record<string, string> = {};
  const element = () => ({ setAttribute: () => {}, style: {}, classList: { add: () => {}, remove: () => {} } });
  const document = {
    cookie,
    documentElement: { ...element(), style: {}, setAttribute: (name: string, value: string) => (attributes[name] = value) },
    body: element(),
    head: { appendChild: () => {} },
    createElement: element,
    querySelectorAll: () => [],
  };
  vm.runInNewContext(noFlashScript, {
    document,
    location: { hash },
    localStorage: { getItem: () => null },
    matchMedia: () => ({ matches: false }),
  });
  return attributes;
}

describe('noFlashScript: code styling', () => {
  it('sets nothing without a hash or cookie, so each demo shows its fallback', () => {
    expect(run({})['data-code-styling']).toBeUndefined();
  });

  it('reads the styling cookie, URI-encoded as written by serializePreferenceCookie', () => {
    expect(run({ cookie: 'a=1; codeStyling=MUI%20System' })['data-code-styling']).toBe('MUI System');
    expect(run({ cookie: 'codeStyling=Tailwind; b=2' })['data-code-styling']).toBe('Tailwind');
    expect(run({ cookie: 'codeStyling=CSS' })['data-code-styling']).toBe('CSS');
  });

  it('ignores values that are not stylings', () => {
    expect(run({ cookie: 'codeStyling=Emotion' })['data-code-styling']).toBeUndefined();
    expect(run({ cookie: 'codeStyling=CSSX' })['data-code-styling']).toBeUndefined();
    expect(run({ cookie: 'xcodeStyling=CSS' })['data-code-styling']).toBeUndefined();
  });

  it('prefers a demo link in the hash, checking tailwind-, css-, then system-', () => {
    expect(run({ hash: '#tailwind-Buttons.js', cookie: 'codeStyling=CSS' })['data-code-styling']).toBe('Tailwind');
    expect(run({ hash: '#css-Buttons.tsx', cookie: 'codeStyling=Tailwind' })['data-code-styling']).toBe('CSS');
    expect(run({ hash: '#system-css-Buttons.tsx' })['data-code-styling']).toBe('CSS');
    expect(run({ hash: '#system-Buttons.tsx', cookie: 'codeStyling=CSS' })['data-code-styling']).toBe('MUI System');
  });

  it('counts a prefix only on a demo link ending .js or .tsx, and falls back to the cookie', () => {
    expect(run({ hash: '#tailwind-setup', cookie: 'codeStyling=CSS' })['data-code-styling']).toBe('CSS');
    expect(run({ hash: '#Buttons.tsx', cookie: 'codeStyling=CSS' })['data-code-styling']).toBe('CSS');
  });

  it('sets the code variant from a hash that really ends in .js or .tsx', () => {
    expect(run({ hash: '#tailwind-Buttons.js' })['data-code-variant']).toBe('JS');
    expect(run({ hash: '#Buttons.tsx', cookie: 'codeVariant=JS' })['data-code-variant']).toBe('TS');
    // A literal dot: "#weirdjs" is not a demo link.
    expect(run({ hash: '#weirdjs', cookie: 'codeVariant=TS' })['data-code-variant']).toBe('TS');
  });

  it('never throws, whatever the page gives it', () => {
    expect(() => vm.runInNewContext(noFlashScript, {})).not.toThrow();
  });
});
