/** A small site for `docsgen audit`: clean as written, and the same site with one fault of each kind the audit names. */

const config = (budgets = '') => `export default {
  title: 'Audit docs',
  description: 'A small site for the audit.',
  siteUrl: 'https://example.com',
  languages: ['en'],
  products: [{ id: 'docs', name: 'Audit docs', versions: [] }],
  redirects: { '/': '/docs/' },
  ads: { enabled: false },
  feedback: { enabled: false, endpoint: '/api/feedback' },${budgets}
};
`;

export const CLEAN_SITE: Record<string, string> = {
  'site.config.ts': config(),
  'tsconfig.json': `${JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', skipLibCheck: true } }, null, 2)}\n`,
  'nav/docs.ts': "export default [{ pathname: '/docs', title: 'Introduction' }, { pathname: '/docs/demos', title: 'Demos' }];\n",
  'pages/docs/index.md': "---\ntitle: Introduction\ndescription: Where to start.\n---\n\n# Introduction\n\nSee the [demos](./demos/index.md).\n\n```tsx check\nconst total: number = 1 + 2;\nexport default total;\n```\n",
  'pages/docs/demos/index.md': '---\ntitle: Demos\ndescription: Live demos.\n---\n\n# Demos\n\n{{"demo": "Counter.tsx"}}\n',
  'pages/docs/demos/Counter.tsx': `import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function Counter() {
  const [count, setCount] = React.useState<number>(0);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="contained" onClick={() => setCount((value) => value + 1)}>
        Add one
      </Button>
      <Typography>Clicked {count} times</Typography>
    </Stack>
  );
}
`,
};

/** Each fault, the file it is in, and what the audit's summary says of it. */
export const FAULTS = {
  hydration: { file: 'pages/docs/demos/WhereAmI.tsx', says: /hydration errors \(/ },
  unnamedButton: { file: 'pages/docs/demos/IconOnly.tsx', says: /button-name \(critical/ },
  imageWithoutAlt: { file: 'pages/docs/demos/IconOnly.tsx', says: /image-alt \(critical/ },
  typeError: { file: 'pages/docs/demos/Typed.tsx', says: /Typed\.tsx:\d+:\d+: TS2322 / },
  pageBudget: { file: 'pages/docs/demos/index.md', says: /KB of JavaScript before interaction, gzipped \(budget 1 KB\)/ },
};

export const FAULTY_SITE: Record<string, string> = {
  ...CLEAN_SITE,
  'site.config.ts': config('\n  budgets: { pageJs: 1 },'),
  'pages/docs/demos/index.md': `${CLEAN_SITE['pages/docs/demos/index.md']}\n{{"demo": "WhereAmI.tsx"}}\n\n{{"demo": "IconOnly.tsx"}}\n\n{{"demo": "Typed.tsx"}}\n`,
  'pages/docs/demos/WhereAmI.tsx': `export default function WhereAmI() {
  return <p>Rendered on the {typeof window === 'undefined' ? 'server' : 'client'}</p>;
}
`,
  'pages/docs/demos/IconOnly.tsx': `import IconButton from '@mui/material/IconButton';

export default function IconOnly() {
  return (
    <div>
      <IconButton>
        <svg width="16" height="16" viewBox="0 0 16 16"><path d="M2 2h12v12H2z" /></svg>
      </IconButton>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="16" height="16" />
    </div>
  );
}
`,
  'pages/docs/demos/Typed.tsx': `export default function Typed() {
  const n: number = 'x';
  return <span>{n}</span>;
}
`,
};
