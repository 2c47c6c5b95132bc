/** The guide's navigation: two pages, then one group per folder of pages/guide/, each listing its folder's pages by `order`. */
import { defineNav } from 'docsgen';

export default defineNav([
  { pathname: '/guide', title: 'Introduction' },
  { pathname: '/guide/getting-started', title: 'Getting started' },
  { pathname: '/guide/writing-group', title: 'Writing pages', children: [{ autogenerate: 'guide/writing' }] },
  { pathname: '/guide/customizing-group', title: 'Customizing', children: [{ autogenerate: 'guide/customizing' }] },
  { pathname: '/guide/publishing-group', title: 'Publishing', children: [{ autogenerate: 'guide/publishing' }] },
  { pathname: '/guide/reference-group', title: 'Reference', children: [{ autogenerate: 'guide/reference' }] },
  { pathname: '/guide/project-group', title: 'The project', children: [{ autogenerate: 'guide/project' }] },
]);
