import { describe, expect, it } from 'vitest';
import { basePrefixer, baseRemover } from '../../../../templates/shell/basePath.ts';

describe('basePrefixer', () => {
  it('puts root-relative site URLs under the base path, with or without its trailing slash', () => {
    expect(basePrefixer('/docs/')('/material-ui/')).toBe('/docs/material-ui/');
    expect(basePrefixer('/docs')('/assets/site.css')).toBe('/docs/assets/site.css');
    expect(basePrefixer('/docs/')('/')).toBe('/docs/');
  });

  it('leaves external URLs, protocol-relative URLs, anchors and relative paths as they are', () => {
    const withBase = basePrefixer('/docs/');
    for (const url of ['https://mui.com/x/', '//cdn.example.com/a.js', '#props', 'usage/', 'mailto:a@b.c']) expect(withBase(url)).toBe(url);
  });

  it('changes nothing for a site served from the root', () => {
    expect(basePrefixer('/')('/material-ui/')).toBe('/material-ui/');
  });
});

describe('baseRemover', () => {
  it('takes the base off what basePrefixer made, and leaves every other URL as it is', () => {
    const withBase = basePrefixer('/docs/');
    const withoutBase = baseRemover('/docs/');
    for (const url of ['/material-ui/', '/assets/a.js', '/', '#props', 'https://mui.com/x/']) expect(withoutBase(withBase(url))).toBe(url);
    expect(withoutBase('/documents/')).toBe('/documents/');
    expect(baseRemover('/')('/docs/x/')).toBe('/docs/x/');
  });
});
