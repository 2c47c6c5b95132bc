import type { NavPage } from '../../runtime/navTypes.ts';

const pages: NavPage[] = [
  {
    pathname: '/system/getting-started-group',
    title: 'Getting started',
    icon: 'DescriptionIcon',
    children: [
      { pathname: '/system/getting-started', title: 'Overview' },
      { pathname: '/system/getting-started/installation', title: 'Installation' },
      { pathname: '/system/getting-started/usage', title: 'Usage' },
      { pathname: '/system/getting-started/the-sx-prop', title: 'The sx prop' },
      { pathname: '/system/getting-started/custom-components', title: 'Custom components' },
      { pathname: '/system/getting-started/support', title: 'Support' },
    ],
  },
  {
    pathname: '/system/style-utilities-group',
    title: 'Style utilities',
    icon: 'ColorLensIcon',
    children: [
      { pathname: '/system/properties', title: 'Properties' },
      { pathname: '/system/borders', title: 'Borders' },
      { pathname: '/system/display', title: 'Display' },
      { pathname: '/system/flexbox', title: 'Flexbox' },
      { pathname: '/system/grid', title: 'Grid' },
      { pathname: '/system/palette', title: 'Palette' },
      { pathname: '/system/positions', title: 'Positions' },
      { pathname: '/system/shadows', title: 'Shadows' },
      { pathname: '/system/sizing', title: 'Sizing' },
      { pathname: '/system/spacing', title: 'Spacing' },
      { pathname: '/system/screen-readers', title: 'Screen readers' },
      { pathname: '/system/typography', title: 'Typography' },
      { pathname: '/system/styled', title: 'styled' },
    ],
  },
  {
    pathname: '/system/components-group',
    title: 'Components',
    icon: 'ToggleOnIcon',
    children: [
      { pathname: '/system/react-box', title: 'Box' },
      { pathname: '/system/react-container', title: 'Container' },
      { pathname: '/system/react-grid', title: 'Grid' },
      { pathname: '/system/react-stack', title: 'Stack' },
    ],
  },
  {
    pathname: '/system/migration-group',
    title: 'Migration',
    icon: 'BookIcon',
    children: [{ pathname: '/system/migration/migrating-to-v6', title: 'Migrating to v6' }],
  },
  // The generated API reference goes here (cli/load/placeGeneratedNav.ts).
  { pathname: '/system/api', title: 'Component API', icon: 'CodeIcon' },
  {
    pathname: '/system/experimental-api-group',
    title: 'Experimental APIs',
    icon: 'ExperimentIcon',
    children: [
      { pathname: '/system/experimental-api/configure-the-sx-prop', title: 'Configure the sx prop' },
      { pathname: '/system/experimental-api/css-theme-variables', title: 'CSS theme variables' },
    ],
  },
  {
    pathname: '/system/styles-group',
    title: 'Styles',
    icon: 'WebIcon',
    legacy: true,
    children: [
      { pathname: '/system/styles/basics', title: 'Basics' },
      { pathname: '/system/styles/advanced', title: 'Advanced' },
      { pathname: '/system/styles/api', title: 'APIs' },
    ],
  },
];

export default pages;
