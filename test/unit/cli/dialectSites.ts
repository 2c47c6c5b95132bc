/** Fixture sites written in the style of other documentation tools, to build with the real CLI in a temporary folder. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A PNG header (signature and IHDR chunk) of the given size: all an image-size reader looks at. */
export function pngOfSize(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, Buffer.from('IEND')]);
}

/** MUI's docs format: a raw HTML lead paragraph, `{{"demo"}}` lines, `:::error`, images in a sibling folder. */
export const muiSite: Record<string, string | Buffer> = {
  'site.config.ts': `export default {
  title: 'Fixture UI',
  siteUrl: 'https://ui.example.com',
  languages: ['en'],
  products: [],
  ads: { enabled: false },
  feedback: { enabled: false, endpoint: '/api/feedback' },
};
`,
  'pages/components/buttons.md': `# Buttons

<p class="description">Buttons allow users to take actions with a single tap.</p>

{{"demo": "BasicButtons.tsx"}}

:::error
Never nest a button inside another button.
:::

## What's new

![Overview of the variants](../images/overview.png)

Press <kbd>Enter</kbd> to activate, and read [what's new](#whats-new).
`,
  'pages/components/BasicButtons.tsx': `import * as React from 'react';

export default function BasicButtons() {
  return React.createElement('button', { type: 'button' }, 'Basic');
}
`,
  'pages/images/overview.png': pngOfSize(640, 360),
};

/** VitePress's format: containers with titles, a code group with [label]s, \`layout: page\`, root-absolute links. */
export const vitepressSite: Record<string, string | Buffer> = {
  'guide/getting-started.md': `---
layout: page
---

# Getting started

::: info
VitePress-style info box.
:::

::: warning Custom title
Mind the version.
:::

::: details Click to expand
Hidden by default.
:::

::: code-group
\`\`\`sh [npm]
npm add -D vitepress
\`\`\`
\`\`\`sh [pnpm]
pnpm add -D vitepress
\`\`\`
:::

::: tip
- one
- two
  :::

## Setup {#setup-anchor}

See [the config](/guide/config.md#site-config), [again](/guide/config.html) and [the setup](#setup-anchor).

#### Deep heading
`,
  'guide/config.md': '# Config\n\n## Site config\n\nSet the title.\n',
  'guide/reuse.md': `# Reusing content

:::: warning Before you deploy
Check both settings.

::: details The server settings
<<< @/snippets/server.ts#listen{1 ts}
:::
::::

::: code-group
<<< @/snippets/server.ts#listen [listen.ts]

\`\`\`sh [start]
node server.js
\`\`\`
:::

## Shared steps

<!--@include: ../parts/steps.md#deploy-->

::: v-pre
The template prints {{ user.name }} here.
:::
`,
  'parts/steps.md': '# Steps\n\n<!-- #region deploy -->\n1. Build the site.\n2. Upload [the folder](../guide/config.md).\n<!-- #endregion deploy -->\n',
  'snippets/server.ts': "import { createServer } from 'node:http';\n\nexport function start() {\n  // #region listen\n  const server = createServer();\n  server.listen(8080);\n  // #endregion listen\n}\n",
};

/** Starlight's format: MDX with a local component and an npm package, non-ASCII headings, a titled note, an image. */
export const starlightSite: Record<string, string | Buffer> = {
  'de/guides/intro.mdx': `---
title: Einführung
description: Erste Schritte.
---
import Card from '../../components/Card.tsx';
import { shout } from 'tiny-shout';

<Card title="Hallo">Inhalt der **Karte**</Card>

## Codeblöcke

{shout('laut')}

:::note[Gut zu wissen]
Starlight-style note.
:::

![Diagramm](../../assets/diagram.png)
`,
  'de/guides/links.md': `# Links

[raw](./intro.mdx#codeblöcke), [encoded](/de/guides/intro/#codebl%C3%B6cke).
`,
  'components/Card.tsx': `import * as React from 'react';

export default function Card({ title, children }: { title: string; children?: React.ReactNode }) {
  return <section className="card"><h3 className="card-title">{title}</h3><div className="card-body">{children}</div></section>;
}
`,
  'de/guides/zaehler.mdx': `---
title: Zähler
description: Inseln in MDX.
---
import Counter from '../../components/Counter.tsx';
import Card from '../../components/Card.tsx';

<Card title="Statisch">Keine Insel.</Card>

<Counter client:load label="Klicks" start={2} step={{ by: 1 }} />

Weiter unten, erst sichtbar geladen:

<div style={{ height: '200vh' }} />

<Counter client:visible label="Später" start={10} step={{ by: 5 }} />
`,
  'components/Counter.tsx': `import * as React from 'react';
import Button from '@mui/material/Button';

export default function Counter({ label, start, step }: { label: string; start: number; step: { by: number } }) {
  const [count, setCount] = React.useState(start);
  const id = React.useId();
  return (
    <div className="counter">
      <span id={id}>{label}</span>
      <Button variant="contained" aria-describedby={id} onClick={() => setCount((c) => c + step.by)}>
        {label}: {count}
      </Button>
    </div>
  );
}
`,
  'node_modules/tiny-shout/package.json': '{ "name": "tiny-shout", "version": "1.0.0", "type": "module", "main": "index.js" }\n',
  'node_modules/tiny-shout/index.js': 'export function shout(text) { return text.toUpperCase() + "!"; }\n',
  'assets/diagram.png': pngOfSize(800, 600),
};

const docsgenModules = path.resolve(import.meta.dirname, '../../../node_modules');

/**
 * An Astro Starlight project: an Astro config beside `src/content/docs/`, a page importing every built-in component
 * docsgen provides for Starlight, an Astro component of its own, a `?raw` import, attributes on a container opener,
 * a hero and a banner in front matter, and a German folder that has translated only its home page.
 */
export const starlightProject: Record<string, string | Buffer> = {
  'astro.config.mjs': 'export default {};\n',
  'src/data/palette.json': '{ "accent": "teal" }\n',
  'src/components/Banner.astro': '---\nconst { tone } = Astro.props;\n---\n<div class={tone}><slot /></div>\n',
  'src/assets/sink.png': pngOfSize(40, 30),
  'src/content/docs/index.mdx': `---
title: Kitchen sink
description: The home page.
hero:
  title: Shine the sink
  tagline: Clean <strong>every</strong> corner.
  image:
    file: ~/assets/sink.png
  actions:
    - text: See the parts
      link: /parts/
      variant: secondary
banner:
  content: New soap is <a href="/parts/">here</a>.
---
Welcome to the sink.
`,
  'src/content/docs/404.md': '---\ntitle: Not found\ndescription: Nothing here.\nhero:\n  title: Empty sink\n  tagline: This page went down the drain.\n---\n',
  'src/content/docs/de/index.mdx': '---\ntitle: Spülbecken\ndescription: Startseite.\n---\nWillkommen.\n\n[Zu den Bausteinen](/de/parts/)\n',
  'src/content/docs/parts.mdx': `---
title: Parts
description: Every built-in part on one page.
---
import { Aside, Tabs, TabItem, Card, CardGrid, LinkCard, LinkButton, Steps, FileTree, Icon, Badge, Code } from '@astrojs/starlight/components';
import Banner from '../../components/Banner.astro';
import palette from '../../data/palette.json?raw';

<Aside type="caution" title="Hot water">Turn the tap slowly.</Aside>

:::tip[Saves time]{icon="rocket"}
Rinse first.
:::

<Tabs syncKey="shell">
  <TabItem label="bash" icon="seti:shell">Run the bash line.</TabItem>
  <TabItem label="fish">Run the fish line.</TabItem>
</Tabs>

<Tabs>
  <TabItem label="Left">Left side.</TabItem>
  <TabItem label="Right">Right side.</TabItem>
</Tabs>

<CardGrid>
  <Card title="Sponge" icon="star">Soft side up.</Card>
  <Card title="Brush" icon="no-such-icon">Bristles down.</Card>
</CardGrid>

<LinkCard title="Home page" href="/" description="Back to the start." />

<LinkButton href="/de/" variant="secondary" icon="right-arrow">German version</LinkButton>

<Steps>
1. Fill the sink.
2. Add soap.
</Steps>

<FileTree>
- src
  - **sink.ts** the main part
  - drain/
- …
</FileTree>

Status: <Badge text="New" variant="tip" /> <Icon name="heart" label="Loved" />

<Code code={palette} lang="json" title="palette.json" />

<Banner tone="calm">Kept **inside** the block.</Banner>
`,
};

/** Writes `files` to a new temporary folder outside the repository, with React installed as a site that has demos would. */
export function writeSite(files: Record<string, string | Buffer>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-dialect-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  fs.mkdirSync(path.join(root, 'node_modules'), { recursive: true });
  for (const name of ['react', 'react-dom']) fs.symlinkSync(path.join(docsgenModules, name), path.join(root, 'node_modules', name), 'dir');
  return root;
}
