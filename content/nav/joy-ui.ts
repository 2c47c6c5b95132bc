import type { NavPage } from '../../runtime/navTypes.ts';

const pages: NavPage[] = [
  {
    pathname: '/joy-ui/getting-started-group',
    title: 'Getting started',
    icon: 'DescriptionIcon',
    children: [
      { pathname: '/joy-ui/getting-started', title: 'Overview' },
      { pathname: '/joy-ui/getting-started/installation', title: 'Installation' },
      { pathname: '/joy-ui/getting-started/usage', title: 'Usage' },
      { pathname: '/joy-ui/getting-started/tutorial', title: 'Tutorial' },
      { pathname: '/joy-ui/getting-started/templates', title: 'Templates' },
      { pathname: '/joy-ui/getting-started/roadmap', title: 'Roadmap' },
      { pathname: '/joy-ui/getting-started/support', title: 'Support' },
      {
        pathname: '/joy-ui/main-features',
        subheader: 'main-features',
        children: [
          { pathname: '/joy-ui/main-features/global-variants', title: 'Global variants' },
          { pathname: '/joy-ui/main-features/color-inversion', title: 'Color inversion' },
          { pathname: '/joy-ui/main-features/automatic-adjustment', title: 'Automatic adjustment' },
          { pathname: '/joy-ui/main-features/dark-mode-optimization', title: 'Dark mode optimization' },
        ],
      },
    ],
  },
  {
    pathname: '/joy-ui/components-group',
    title: 'Components',
    icon: 'ToggleOnIcon',
    children: [
      {
        pathname: '/joy-ui/components/inputs',
        subheader: 'inputs',
        children: [
          { pathname: '/joy-ui/react-autocomplete', title: 'Autocomplete' },
          { pathname: '/joy-ui/react-button', title: 'Button' },
          { pathname: '/joy-ui/react-button-group', title: 'Button Group' },
          { pathname: '/joy-ui/react-checkbox', title: 'Checkbox' },
          { pathname: '/joy-ui/react-input', title: 'Input' },
          { pathname: '/joy-ui/react-radio-button', title: 'Radio' },
          { pathname: '/joy-ui/react-select', title: 'Select' },
          { pathname: '/joy-ui/react-slider', title: 'Slider' },
          { pathname: '/joy-ui/react-switch', title: 'Switch' },
          { pathname: '/joy-ui/react-textarea', title: 'Textarea' },
          { pathname: '/joy-ui/react-text-field', title: 'Text Field' },
          { pathname: '/joy-ui/react-toggle-button-group', title: 'Toggle Button Group' },
        ],
      },
      {
        pathname: '/joy-ui/components/data-display',
        subheader: 'data-display',
        children: [
          { pathname: '/joy-ui/react-aspect-ratio', title: 'Aspect Ratio' },
          { pathname: '/joy-ui/react-avatar', title: 'Avatar' },
          { pathname: '/joy-ui/react-badge', title: 'Badge' },
          { pathname: '/joy-ui/react-chip', title: 'Chip' },
          { pathname: '/joy-ui/react-divider', title: 'Divider' },
          { pathname: '/joy-ui/react-list', title: 'List' },
          { pathname: '/joy-ui/react-table', title: 'Table' },
          { pathname: '/joy-ui/react-tooltip', title: 'Tooltip' },
          { pathname: '/joy-ui/react-typography', title: 'Typography' },
        ],
      },
      {
        pathname: '/joy-ui/components/feedback',
        subheader: 'feedback',
        children: [
          { pathname: '/joy-ui/react-alert', title: 'Alert' },
          { pathname: '/joy-ui/react-circular-progress', title: 'Circular Progress' },
          { pathname: '/joy-ui/react-linear-progress', title: 'Linear Progress' },
          { pathname: '/joy-ui/react-modal', title: 'Modal' },
          { pathname: '/joy-ui/react-skeleton', title: 'Skeleton' },
          { pathname: '/joy-ui/react-snackbar', title: 'Snackbar' },
        ],
      },
      {
        pathname: '/joy-ui/components/surfaces',
        subheader: 'surfaces',
        children: [
          { pathname: '/joy-ui/react-accordion', title: 'Accordion' },
          { pathname: '/joy-ui/react-card', title: 'Card' },
          { pathname: '/joy-ui/react-sheet', title: 'Sheet' },
        ],
      },
      {
        pathname: '/joy-ui/components/navigation',
        subheader: 'navigation',
        children: [
          { pathname: '/joy-ui/react-breadcrumbs', title: 'Breadcrumbs' },
          { pathname: '/joy-ui/react-drawer', title: 'Drawer' },
          { pathname: '/joy-ui/react-link', title: 'Link' },
          { pathname: '/joy-ui/react-menu', title: 'Menu' },
          { pathname: '/joy-ui/react-stepper', title: 'Stepper' },
          { pathname: '/joy-ui/react-tabs', title: 'Tabs' },
        ],
      },
      {
        pathname: '/joy-ui/components/layout',
        subheader: 'layout',
        children: [
          { pathname: '/joy-ui/react-box', title: 'Box' },
          { pathname: '/joy-ui/react-grid', title: 'Grid' },
          { pathname: '/joy-ui/react-stack', title: 'Stack' },
        ],
      },
      {
        pathname: '/joy-ui/components/utils',
        subheader: 'utils',
        children: [{ pathname: '/joy-ui/react-css-baseline', title: 'CSS Baseline' }],
      },
    ],
  },
  // The generated API reference goes here (cli/load/placeGeneratedNav.ts).
  { pathname: '/joy-ui/api', title: 'Component API', icon: 'CodeIcon' },
  {
    pathname: '/joy-ui/customization-group',
    title: 'Customization',
    icon: 'CreateIcon',
    children: [
      { pathname: '/joy-ui/customization/approaches', title: 'Approaches' },
      {
        pathname: '/joy-ui/customization/theme',
        subheader: 'Theme',
        children: [
          { pathname: '/joy-ui/customization/theme-colors', title: 'Theme colors' },
          { pathname: '/joy-ui/customization/theme-shadow', title: 'Theme shadow' },
          { pathname: '/joy-ui/customization/theme-typography', title: 'Theme typography' },
          { pathname: '/joy-ui/customization/themed-components', title: 'Components' },
        ],
      },
      {
        pathname: '/joy-ui/customization/guides',
        subheader: 'Guides',
        children: [
          { pathname: '/joy-ui/customization/dark-mode', title: 'Dark mode' },
          { pathname: '/joy-ui/customization/using-css-variables', title: 'Using CSS variables' },
          { pathname: '/joy-ui/customization/creating-themed-components', title: 'Creating themed components' },
          { pathname: '/joy-ui/customization/overriding-component-structure', title: 'Overriding the component structure' },
          { pathname: '/joy-ui/customization/right-to-left', title: 'Right-to-left' },
        ],
      },
      {
        pathname: '/joy-ui/customization/tools',
        subheader: 'Tools',
        children: [
          { pathname: '/joy-ui/customization/default-theme-viewer', title: 'Default theme viewer' },
          { pathname: '/joy-ui/customization/theme-builder', title: 'Theme builder' },
        ],
      },
    ],
  },
  {
    pathname: '/joy-ui/integrations-group',
    title: 'Integrations',
    icon: 'AddIcon',
    children: [
      { pathname: '/joy-ui/integrations/next-js-app-router', title: 'Next.js App Router' },
      { pathname: '/joy-ui/integrations/material-ui', title: 'Usage with Material UI' },
      { pathname: '/joy-ui/integrations/icon-libraries', title: 'Using other icon libraries' },
    ],
  },
  {
    pathname: '/joy-ui/migration-group',
    title: 'Migration',
    icon: 'BookIcon',
    children: [
      { pathname: '/joy-ui/migration/migrating-default-theme', title: 'Migrating the default theme' },
    ],
  },
];

export default pages;
