/** docsgen's user guide, built with docsgen: `npm run docs` builds it into docs/dist, `npm run docs -- serve --watch` serves it while you write. */
import { defineConfig } from 'docsgen';

export default defineConfig({
  title: 'docsgen',
  description: 'The user guide of docsgen, a static-site generator for React component-library documentation.',
  siteUrl: 'https://docsgen.example.com',
  languages: ['en'],
  products: [{ id: 'guide', name: 'docsgen guide', versions: [{ text: '0.1.0', href: '/guide/', current: true }] }],
  redirects: { '/': '/guide/' },
  headingIds: 'github',
});
