import { describe, expect, it } from 'vitest';
import type { SiteModel, SourcePage } from '../../../../cli/model.ts';
import { footerLinks } from '../../../../cli/render/footerLinks.ts';

const page = (route: string) => ({ route }) as SourcePage;
const model = (routes: string[], generated: string[] = []) => ({ pages: routes.map(page), generated: { nav: {}, routes: generated } }) as unknown as SiteModel;

describe('footerLinks', () => {
  it('links to none of the standard pages a plain folder lacks', () => {
    expect(footerLinks(model(['/', '/guide/install/']))).toEqual([]);
  });

  it('links to the blog and the versions page when the site has them, Markdown or generated', () => {
    expect(footerLinks(model(['/blog/'], ['/versions/'])).map((link) => link.href)).toEqual(['/blog/', '/versions/']);
  });
});
