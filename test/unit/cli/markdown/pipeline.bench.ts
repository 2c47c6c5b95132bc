// Run with `npx vitest bench --run test/unit/markdown`: the cost of the pipeline per page and per code block.
import { bench, describe } from 'vitest';
import { getHighlighter, highlightToHtml } from '../../../../cli/markdown/codeBlocks.ts';
import { renderMarkdown } from '../../../../cli/markdown/index.ts';
import { realisticPage } from './fixtures.ts';
import { options } from './helpers.ts';

const highlighter = await getHighlighter();
const cachedPage = realisticPage();
await renderMarkdown(cachedPage, options());
let variant = 1;

describe('renderMarkdown, realistic 150-line page', () => {
  bench('code blocks already highlighted (cache hit)', async () => {
    await renderMarkdown(cachedPage, options());
  });
  bench('new code in every block (cache miss)', async () => {
    await renderMarkdown(realisticPage(variant++), options());
  });
});

describe('code block highlighting', () => {
  const block = 'const theme = createTheme({ palette: { mode: "dark" } });\nexport default theme;';
  highlightToHtml(highlighter, 'tsx', block);
  let n = 0;
  bench('cached block', () => {
    highlightToHtml(highlighter, 'tsx', block);
  });
  bench('uncached two-line tsx block', () => {
    highlightToHtml(highlighter, 'tsx', `${block}\n// ${n++}`);
  });
});
