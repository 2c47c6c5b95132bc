import type { NavPage } from '../../runtime/navTypes.ts';

const pages: NavPage[] = [
  {
    pathname: '/experiments/docs/writing-group',
    title: 'Writing',
    children: [
      { pathname: '/experiments/docs/headers', title: 'Headers' },
      { pathname: '/experiments/docs/markdown', title: 'Markdown' },
      { pathname: '/experiments/docs/og-card', title: 'Open Graph card' },
    ],
  },
  {
    pathname: '/experiments/docs/components-group',
    title: 'Components',
    children: [
      { pathname: '/experiments/docs/callouts', title: 'Callouts' },
      { pathname: '/experiments/docs/codeblock', title: 'Code block' },
      { pathname: '/experiments/docs/custom-components', title: 'Custom components' },
      { pathname: '/experiments/docs/demos', title: 'Demos' },
    ],
  },
  {
    pathname: '/experiments/docs/nested-group',
    title: 'Nested test tree',
    children: [
      { pathname: '/experiments/docs/flags/plain', title: 'Plain page' },
      { pathname: '/experiments/docs/flags/new-feature', title: 'New feature', newFeature: true },
      { pathname: '/experiments/docs/flags/planned', title: 'Planned', planned: true },
      { pathname: '/experiments/docs/flags/unstable', title: 'Unstable', unstable: true },
      { pathname: '/experiments/docs/flags/beta', title: 'Beta', beta: true },
      { pathname: '/experiments/docs/flags/legacy', title: 'Legacy', legacy: true },
      { pathname: '/experiments/docs/flags/deprecated', title: 'Deprecated', deprecated: true },
      {
        pathname: '/experiments/docs/flags/subheader',
        subheader: 'Commercial plans',
        children: [
          { pathname: '/experiments/docs/flags/plan-pro', title: 'Pro plan page', plan: 'pro' },
          { pathname: '/experiments/docs/flags/plan-premium', title: 'Premium plan page', plan: 'premium' },
        ],
      },
      {
        pathname: '/experiments/docs/flags/deeper-group',
        title: 'Deeper level',
        children: [
          {
            pathname: '/experiments/docs/flags/deeper/all-flags',
            title: 'Every flag at once',
            newFeature: true,
            beta: true,
            plan: 'premium',
          },
        ],
      },
    ],
  },
  {
    pathname: '/experiments/docs/data-grid-group',
    title: 'Data Grid',
    children: [
      { pathname: '/experiments/docs/data-grid/overview', title: 'Overview' },
      { pathname: '/experiments/docs/data-grid/column-pinning', title: 'Column pinning', plan: 'pro' },
      { pathname: '/experiments/docs/data-grid/tree-data', title: 'Tree data', plan: 'pro' },
      { pathname: '/experiments/docs/data-grid/row-grouping', title: 'Row grouping', plan: 'premium' },
      { pathname: '/experiments/docs/data-grid/aggregation', title: 'Aggregation', plan: 'premium' },
    ],
  },
];

export default pages;
