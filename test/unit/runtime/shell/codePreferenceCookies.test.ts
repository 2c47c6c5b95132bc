import { describe, expect, it } from 'vitest';
import { writeBackCodePreferences } from '../../../../runtime/shell/codePreferenceCookies.ts';

/** A document whose cookie jar behaves like the browser's: each assignment sets one cookie, reading joins them. */
function documentWith(hash: string, cookies: Record<string, string>) {
  const jar = new Map(Object.entries(cookies));
  const written: string[] = [];
  return {
    written,
    location: { hash },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(assignment: string) {
      written.push(assignment);
      const [pair] = assignment.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    },
  };
}

describe('writeBackCodePreferences', () => {
  it('writes the variant a demo link picked over the cookie, and keeps the styling cookie', () => {
    const doc = documentWith('#Demo.tsx', { codeVariant: 'JS', codeStyling: 'Tailwind' });
    writeBackCodePreferences(doc);
    expect(doc.cookie).toBe('codeVariant=TS; codeStyling=Tailwind');
    expect(doc.written.every((assignment) => assignment.includes('path=/') && assignment.includes('max-age=31536000'))).toBe(true);
  });

  it('writes the defaults when neither a link nor a cookie says anything', () => {
    const doc = documentWith('', {});
    writeBackCodePreferences(doc);
    expect(doc.cookie).toBe('codeVariant=TS; codeStyling=MUI%20System');
  });

  it('writes the styling of a Tailwind demo link', () => {
    const doc = documentWith('#tailwind-Demo.js', {});
    writeBackCodePreferences(doc);
    expect(doc.cookie).toBe('codeVariant=JS; codeStyling=Tailwind');
  });
});
