import { describe, expect, it } from 'vitest';
import { checkLinks, type LinkSource } from '../../../../cli/build/checkLinks.ts';

const documents = new Map([
  ['/guide/', new Set<string>()],
  ['/logo/', new Set<string>()],
]);
const publicFiles = ['/logo.png', '/images/diagram.svg', '/my diagram.png'];
// The public files, and a file a page published under its content's name.
const staticFiles = new Set([...publicFiles, '/assets/nope-0a1b2c3d.png']);

const embedding = (...hrefs: string[]): LinkSource => ({ route: '/guide/', file: 'pages/guide.md', links: hrefs.map((href, i) => ({ href, line: i + 3, column: 1, embedded: true })) });

describe('files a page embeds from the site root', () => {
  it('resolve to a public file or one the build writes, whatever their query, hash or escapes', () => {
    expect(checkLinks([embedding('/logo.png', '/images/diagram.svg?v=2#top', '/my%20diagram.png', '/assets/nope-0a1b2c3d.png')], documents, staticFiles, documents, publicFiles)).toEqual([]);
  });

  it('are missing files when neither, never satisfied by a page, with the nearest public file as a suggestion', () => {
    const errors = checkLinks([embedding('/nope.png', '/logo/', '/images/diagam.svg')], documents, staticFiles, documents, publicFiles);
    expect(errors.map((error) => error.format())).toEqual([
      'pages/guide.md:3:1: missing file "/nope.png": there is no public/nope.png and the build writes no such file; fix the path or add the file to public/; did you mean /logo.png?',
      'pages/guide.md:4:1: missing file "/logo/": there is no public/logo/ and the build writes no such file; fix the path or add the file to public/; did you mean /logo.png?',
      'pages/guide.md:5:1: missing file "/images/diagam.svg": there is no public/images/diagam.svg and the build writes no such file; fix the path or add the file to public/; did you mean /images/diagram.svg?',
    ]);
  });

  it('suggest nothing when the site has no public files', () => {
    expect(checkLinks([embedding('/nope.png')], documents, new Set(), documents, [])[0].message).toBe(
      'missing file "/nope.png": there is no public/nope.png and the build writes no such file; fix the path or add the file to public/',
    );
  });
});
