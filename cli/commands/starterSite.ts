/** The files `docsgen init` writes: a config, a logo, a navigation tree, two pages and a live demo, by path in the site folder. */

/** `title` as a TypeScript string literal. */
const literal = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export function starterSite(title: string): Map<string, string> {
  return new Map([
    [
      'site.config.ts',
      `import { defineConfig } from 'docsgen';

export default defineConfig({
  title: ${literal(title)},
  description: ${literal(`Documentation for ${title}.`)},
  // Canonical links and the sitemap use it: set it to where the site will be published.
  siteUrl: 'https://example.com',
  languages: ['en'],
  // Each product is a first path segment with its own navigation tree (nav/<id>.ts).
  products: [{ id: 'docs', name: ${literal(title)}, logo: '/logo.svg', versions: [] }],
  redirects: { '/': '/docs/' },
  ads: { enabled: false },
  feedback: { enabled: false, endpoint: '/api/feedback' },
});
`,
    ],
    [
      'public/logo.svg',
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0b6bcb"/><path d="M9 8h7a8 8 0 0 1 0 16H9z" fill="#fff"/></svg>
`,
    ],
    [
      'nav/docs.ts',
      `import { defineNav } from 'docsgen';

export default defineNav([
  { pathname: '/docs', title: 'Introduction' },
  { pathname: '/docs/live-demos', title: 'Live demos' },
  // { autogenerate: 'docs/guides' } lists every page under pages/docs/guides/, by front matter \`order\` then title.
]);
`,
    ],
    [
      'pages/docs/index.md',
      `---
title: Introduction
description: What ${title} is and how these pages are made.
---

# Introduction

Every Markdown file under \`pages/\` becomes a page: \`pages/docs/index.md\` is \`/docs/\`, and
\`pages/docs/live-demos.md\` is [/docs/live-demos/](./live-demos.md). The side navigation comes from \`nav/docs.ts\`.

## Writing pages

Pages use GitHub-flavoured Markdown, with front matter for the title and description:

\`\`\`md
---
title: My page
description: One sentence for search results and link previews.
---
\`\`\`

:::tip
Run \`npx docsgen serve --watch\` while you write: each save rebuilds the page and reloads the browser.
:::
`,
    ],
    [
      'pages/docs/live-demos.md',
      `---
title: Live demos
description: React components rendered on the server and hydrated in the page, with their source.
---

# Live demos

A demo is a component file beside the page, referenced by name. Its imports resolve from this project, so any
package installed here can be used.

{{"demo": "Counter.tsx"}}
`,
    ],
    [
      'pages/docs/Counter.tsx',
      `import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function Counter() {
  const [count, setCount] = React.useState(0);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="contained" onClick={() => setCount((value) => value + 1)}>
        Add one
      </Button>
      <Typography>Clicked {count} {count === 1 ? 'time' : 'times'}</Typography>
    </Stack>
  );
}
`,
    ],
  ]);
}
