/** Sample posts for the blog template. Dates are fixed strings so the page renders the same everywhere. */

export const CATEGORIES = ['Engineering', 'Product', 'Design', 'Company', 'Tutorials'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Author {
  name: string;
  role: string;
}

export interface Post {
  id: string;
  title: string;
  excerpt: string;
  category: Category;
  authors: readonly Author[];
  /** ISO date for <time dateTime>. */
  date: string;
  /** The same date for people. */
  displayDate: string;
  readingMinutes: number;
}

const MAYA: Author = { name: 'Maya Okafor', role: 'Staff engineer' };
const LEO: Author = { name: 'Leo Brandt', role: 'Product designer' };
const PRIYA: Author = { name: 'Priya Raman', role: 'Head of product' };
const TOMAS: Author = { name: 'Tomás Ibarra', role: 'Developer advocate' };
const HANNA: Author = { name: 'Hanna Lind', role: 'CEO' };

export const FEATURED: readonly Post[] = [
  {
    id: 'offline-first-sync',
    title: 'How we rebuilt sync to work offline first',
    excerpt:
      'Conflict-free replicated data types, a write-ahead queue and a lot of patience: the story behind our new sync engine.',
    category: 'Engineering',
    authors: [MAYA, TOMAS],
    date: '2026-03-18',
    displayDate: 'Mar 18, 2026',
    readingMinutes: 12,
  },
  {
    id: 'roadmaps-without-dates',
    title: 'Roadmaps without dates',
    excerpt: 'Why we swapped quarterly deadlines for outcome bets, and what changed for customers who plan around us.',
    category: 'Product',
    authors: [PRIYA],
    date: '2026-03-11',
    displayDate: 'Mar 11, 2026',
    readingMinutes: 7,
  },
  {
    id: 'a-calmer-interface',
    title: 'Designing a calmer interface',
    excerpt: 'Fewer badges, softer colours, smarter defaults. Notes from six months of reducing noise in the app.',
    category: 'Design',
    authors: [LEO],
    date: '2026-03-04',
    displayDate: 'Mar 4, 2026',
    readingMinutes: 6,
  },
  {
    id: 'series-a',
    title: 'We raised our Series A',
    excerpt:
      'What the new funding means for the product, the team, and the people who have used Orbital since day one.',
    category: 'Company',
    authors: [HANNA],
    date: '2026-02-25',
    displayDate: 'Feb 25, 2026',
    readingMinutes: 4,
  },
  {
    id: 'automations-101',
    title: 'Automations 101: your first workflow in ten minutes',
    excerpt: 'A step-by-step guide to triggers, conditions and actions, with three recipes you can copy today.',
    category: 'Tutorials',
    authors: [TOMAS],
    date: '2026-02-19',
    displayDate: 'Feb 19, 2026',
    readingMinutes: 10,
  },
];

export const LATEST: readonly Post[] = [
  {
    id: 'dark-mode-tokens',
    title: 'Dark mode is a token problem',
    excerpt: 'Once every colour came from a named token, shipping a dark theme took a week instead of a quarter.',
    category: 'Design',
    authors: [LEO, MAYA],
    date: '2026-02-12',
    displayDate: 'Feb 12, 2026',
    readingMinutes: 8,
  },
  {
    id: 'query-planner',
    title: 'Teaching our query planner to say no',
    excerpt:
      'Budgets, timeouts and graceful fallbacks that keep dashboards fast when someone asks for ten years of data.',
    category: 'Engineering',
    authors: [MAYA],
    date: '2026-02-05',
    displayDate: 'Feb 5, 2026',
    readingMinutes: 11,
  },
  {
    id: 'customer-council',
    title: 'Meet our customer council',
    excerpt: 'Twelve teams, one shared channel and a monthly call that now shapes half of what we build.',
    category: 'Company',
    authors: [HANNA, PRIYA],
    date: '2026-01-29',
    displayDate: 'Jan 29, 2026',
    readingMinutes: 5,
  },
  {
    id: 'keyboard-first',
    title: 'Everything is a keyboard shortcut now',
    excerpt: 'A command palette, discoverable shortcuts and focus that always lands where you expect it.',
    category: 'Product',
    authors: [PRIYA, LEO],
    date: '2026-01-22',
    displayDate: 'Jan 22, 2026',
    readingMinutes: 6,
  },
  {
    id: 'importing-spreadsheets',
    title: 'Import a spreadsheet without losing your mind',
    excerpt: 'Column mapping, type detection and previews: how to bring years of spreadsheets into Orbital in one go.',
    category: 'Tutorials',
    authors: [TOMAS],
    date: '2026-01-15',
    displayDate: 'Jan 15, 2026',
    readingMinutes: 9,
  },
  {
    id: 'postmortem-january',
    title: 'Postmortem: the January 8 slowdown',
    excerpt: 'What happened during forty minutes of slow page loads, why, and the three changes we made afterwards.',
    category: 'Engineering',
    authors: [MAYA, TOMAS],
    date: '2026-01-10',
    displayDate: 'Jan 10, 2026',
    readingMinutes: 7,
  },
  {
    id: 'hiring-remote',
    title: 'Hiring across nine time zones',
    excerpt: 'Async interviews, paid trial projects and a handbook anyone can edit: how we grow a remote team.',
    category: 'Company',
    authors: [HANNA],
    date: '2025-12-18',
    displayDate: 'Dec 18, 2025',
    readingMinutes: 6,
  },
  {
    id: 'charts-that-explain',
    title: 'Charts that explain themselves',
    excerpt: 'Annotations, honest axes and sensible colours: a short guide to charts people understand at a glance.',
    category: 'Design',
    authors: [LEO],
    date: '2025-12-10',
    displayDate: 'Dec 10, 2025',
    readingMinutes: 5,
  },
  {
    id: 'api-v2',
    title: 'API v2 is here',
    excerpt: 'Cursor pagination, webhooks with retries and typed SDKs for TypeScript, Python and Go.',
    category: 'Product',
    authors: [TOMAS, PRIYA],
    date: '2025-12-02',
    displayDate: 'Dec 2, 2025',
    readingMinutes: 4,
  },
  {
    id: 'testing-with-fixtures',
    title: 'Fast tests with realistic fixtures',
    excerpt: 'Generating believable sample data deterministically, so tests are quick, readable and never flaky.',
    category: 'Tutorials',
    authors: [MAYA],
    date: '2025-11-24',
    displayDate: 'Nov 24, 2025',
    readingMinutes: 8,
  },
];

/** "Maya Okafor" → "MO". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
