/**
 * The Material UI templates, in gallery order. Each lives in `content/templates/<name>/index.tsx` and is served at
 * `/material-ui/getting-started/templates/<name>/`; its gallery preview is `/static/templates/<name>.svg`
 * (`<name>-dark.svg` in dark mode).
 */

export interface TemplateEntry {
  /** Folder name and last route segment. */
  name: string;
  title: string;
  description: string;
}

export const TEMPLATES = [
  {
    name: 'dashboard',
    title: 'Dashboard',
    description:
      'An analytics dashboard with a side menu, breadcrumbs, stat cards with sparklines, sessions and page-view charts drawn in SVG, and a sortable table.',
  },
  {
    name: 'marketing-page',
    title: 'Marketing page',
    description:
      'A product landing page: hero with email sign-up, customer logos, selectable features, testimonials, highlights, pricing and an FAQ.',
  },
  {
    name: 'checkout',
    title: 'Checkout',
    description:
      'A three-step checkout (shipping address, payment details, review) with validation and an order summary that folds away on small screens.',
  },
  {
    name: 'sign-in',
    title: 'Sign-in',
    description:
      'A sign-in card with validated email and password, remember me, a password-reset dialog and social sign-in buttons.',
  },
  {
    name: 'sign-in-side',
    title: 'Sign-in side',
    description: 'The sign-in card beside a column of product features, stacking on small screens.',
  },
  {
    name: 'sign-up',
    title: 'Sign-up',
    description:
      'A sign-up card with name, email and password validation, an updates opt-in and social sign-up buttons.',
  },
  {
    name: 'blog',
    title: 'Blog',
    description:
      'A blog home with category chips and search over featured posts, a paginated list of the latest posts, and a newsletter footer.',
  },
  {
    name: 'pricing',
    title: 'Pricing',
    description: 'Three plans side by side with a monthly/yearly billing switch and a highlighted most-popular tier.',
  },
  {
    name: 'sticky-footer',
    title: 'Sticky footer',
    description: 'A minimal page whose footer stays at the bottom of the window, however little content there is.',
  },
] as const satisfies readonly TemplateEntry[];

export type TemplateName = (typeof TEMPLATES)[number]['name'];
