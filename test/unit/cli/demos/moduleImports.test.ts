import { describe, expect, it } from 'vitest';
import { importSpecifiers } from '../../../../cli/demos/moduleImports.ts';

describe('import specifiers', () => {
  it('reads every form of import and re-export, type-only ones included', () => {
    const source = `import * as React from 'react';
import Button, { type ButtonProps } from '@mui/material/Button'
import type { SxProps } from '@mui/system';
import './styles.css';
import { rows } from "./data";
import legacy = require('legacy-lib');
export * from 'all-of-it';
export * as ns from 'namespaced';
export { default as debounce } from 'lodash/debounce';
export type { Theme } from '@mui/material/styles';
const later = import('lazy-lib');
`;
    expect(importSpecifiers(source)).toEqual([
      'react',
      '@mui/material/Button',
      '@mui/system',
      './styles.css',
      './data',
      'legacy-lib',
      'all-of-it',
      'namespaced',
      'lodash/debounce',
      '@mui/material/styles',
      'lazy-lib',
    ]);
  });

  it('takes no string, JSX text or comment for an import', () => {
    const source = `import Box from '@mui/joy/Box';
// import Old from 'commented-out';
/* export * from 'in-a-block-comment'; */
const note = "import x from 'in-a-string'";
export const size = '100%';
export { size as width };
const named = 'row';
export default function Demo() {
  const url = import.meta.url;
  return (
    <Box className="flex gap-3" sx={{ width: '100%' }} data-label={\`import \${named} from 'template'\`}>
      import Text from 'jsx-text'; {note} {url}
    </Box>
  );
}
`;
    expect(importSpecifiers(source)).toEqual(['@mui/joy/Box']);
  });

  it('skips an import whose module is not a literal', () => {
    expect(importSpecifiers("const icon = (name: string) => import(`./icons/${name}.json`);\nimport Alias = Shapes.Circle\nconst label = 'not-a-module';")).toEqual([]);
  });
});
