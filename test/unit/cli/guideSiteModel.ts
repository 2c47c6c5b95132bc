/** A site model of one product, Guide, whose nav holds one page: enough for the shell and document around a page. */
import { siteConfigSchema, toModelConfig } from '../../../cli/load/siteConfigSchema.ts';
import type { SiteModel } from '../../../cli/model.ts';

const versions = [{ text: '1.0.0', href: '/guide/intro/', current: true }];

export const guideSiteModel: SiteModel = {
  root: '/site',
  contentDir: '/site/content',
  configFile: '/site/content/site.config.ts',
  config: toModelConfig(siteConfigSchema.parse({ title: 'Docs', siteUrl: 'https://docs.example.com', languages: ['en'], products: [{ id: 'guide', name: 'Guide', versions }] })),
  products: [{ id: 'guide', name: 'Guide', versions, nav: [{ pathname: '/guide/intro', title: 'Intro' }], navFile: 'nav/guide.ts' }],
  pages: [],
  warnings: [],
};
