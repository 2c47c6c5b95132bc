/** The bundled site: documentation for the component-library family. */
import type { SiteConfigInput } from '../runtime/config.ts';

const config: SiteConfigInput = {
  title: 'MUI',
  description: 'Documentation for a family of React component libraries: Material UI, Joy UI, Base UI and MUI System.',
  siteUrl: 'https://docs.example.com',
  productionHost: 'docs.example.com',
  editUrl: 'https://github.com/docsgen/docsgen/edit/main',
  languages: ['en'],
  theme: 'mui',
  products: [
    {
      id: 'material-ui',
      apiSourceUrl: 'https://github.com/mui/material-ui/tree/master/packages/mui-material/src/{path}',
      name: 'Material UI',
      demoTheme: 'material',
      logo: '/static/logo.svg',
      description: 'Ready-to-use components that implement Material Design.',
      versions: [
        { text: '6.1.5', href: '/material-ui/getting-started/', current: true },
        { text: 'v5', href: 'https://v5.mui.com/' },
        { text: 'v4', href: 'https://v4.mui.com/' },
        { text: 'View all versions', href: '/versions/' },
      ],
    },
    {
      id: 'joy-ui',
      apiSourceUrl: 'https://github.com/mui/material-ui/tree/master/packages/mui-joy/src/{path}',
      name: 'Joy UI',
      demoTheme: 'joy',
      logo: '/static/logo.svg',
      description: 'Components with their own design language, built for customization.',
      versions: [{ text: '5.0.0-beta.46', href: '/joy-ui/getting-started/', current: true }],
    },
    {
      id: 'base-ui',
      apiSourceUrl: 'https://github.com/mui/material-ui/tree/master/packages/mui-base/src/{path}',
      name: 'Base UI',
      demoTheme: 'none',
      logo: '/static/logo.svg',
      description: 'Unstyled components and hooks for building accessible interfaces your way.',
      versions: [{ text: '5.0.0-beta.60', href: '/base-ui/getting-started/', current: true }],
    },
    {
      id: 'system',
      apiSourceUrl: 'https://github.com/mui/material-ui/tree/master/packages/mui-system/src/{path}',
      name: 'MUI System',
      // System's demos style Material UI's Box with theme keys (`primary.main`): Material UI's default theme holds them.
      demoTheme: 'material',
      logo: '/static/logo.svg',
      description: 'CSS utilities and the sx prop for styling React components fast.',
      versions: [{ text: '6.1.5', href: '/system/getting-started/', current: true }],
    },
    {
      id: 'experiments',
      name: 'Docs Infra',
      logo: '/static/logo.svg',
      nav: 'docs-infra',
      description: 'Test pages that exercise every feature of the documentation infrastructure.',
      versions: [{ text: '0.0.0', href: '/experiments/docs/', current: true }],
    },
  ],
  sideLinks: [
    { title: 'Versions', href: '/versions/' },
    { title: 'Template store', href: 'https://store.example.com/' },
    { title: 'Blog', href: '/blog/' },
  ],
  footerLinks: [
    { title: 'Blog', href: '/blog/' },
    { title: 'Versions', href: '/versions/' },
    { title: 'Premium themes', href: '/premium-themes/' },
    { title: 'Template store', href: 'https://store.example.com/' },
    { title: 'Careers', href: '/careers/' },
  ],
  analytics: { functionName: 'gtag', GADisplayRatio: 0.1 },
  ads: { enabled: true, sponsorBackersUrl: 'https://opencollective.com/mui-org' },
  feedback: { enabled: true, endpoint: '/api/feedback' },
  // One page per component of each library (and per hook for Base UI, the only one whose reference documents them).
  api: {
    packages: [
      { name: '@mui/material', product: 'material-ui', hooks: false },
      { name: '@mui/joy', product: 'joy-ui', hooks: false },
      { name: '@mui/base', product: 'base-ui' },
      { name: '@mui/system', product: 'system', hooks: false },
    ],
    navTitle: 'Component API',
  },
  // By module path, as any site names its own: loaded by the build thread and every render worker, and keyed by the
  // render cache with their files. The options are plain data.
  plugins: [
    './plugins/muiApiConventions.ts',
    [
      './plugins/muiTemplates.ts',
      {
        catalog: 'templates/templates.ts',
        routePrefix: '/material-ui/getting-started/templates/',
        sourceUrl: 'https://github.com/docsgen/docsgen/tree/main/content/templates',
      },
    ],
    './plugins/muiHeadMetas.ts',
  ],
  redirects: {
    '/material-ui/': '/material-ui/getting-started/',
    '/joy-ui/': '/joy-ui/getting-started/',
    '/base-ui/': '/base-ui/getting-started/',
    '/system/': '/system/getting-started/',
    '/experiments/docs/': '/experiments/docs/headers/',
  },
};

export default config;
