import { describe, expect, it } from 'vitest';
import { demoPackages, packageOf, sandboxDependencies } from '../../../../cli/demos/sandboxDependencies.ts';
import { demoSourceUrl } from '../../../../cli/demos/demoSourceUrl.ts';

const source = `import * as React from 'react';
import Button from '@mui/material/Button';
import DeleteIcon from '@mui/icons-material/Delete';
import type { SxProps } from '@mui/system';
import './styles.css';
import { rows } from './data';
`;

describe('sandbox dependencies', () => {
  it('names the package of a specifier, and none for relative imports or Node built-ins', () => {
    expect(packageOf('@mui/material/Button')).toBe('@mui/material');
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('lodash/debounce')).toBe('lodash');
    expect(packageOf('./data')).toBeNull();
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('path')).toBeNull();
  });

  it('lists what the demo imports, the peers those need, and React', () => {
    expect(demoPackages(source)).toEqual(['@emotion/react', '@emotion/styled', '@mui/icons-material', '@mui/material', '@mui/system', 'react', 'react-dom']);
  });

  it('takes no string of the demo for a package', () => {
    const demo = `import Stack from '@mui/joy/Stack';
import { useState } from 'react';

export default function Demo() {
  const [direction] = useState('row');
  return <Stack direction={direction} className="flex gap-3" sx={{ width: '100%' }} />;
}
`;
    expect(demoPackages(demo)).toEqual(['@emotion/react', '@emotion/styled', '@mui/joy', 'react', 'react-dom']);
  });

  it('takes each version from the lookup, and leaves out a name no node_modules holds (a path alias)', () => {
    const versions: Record<string, string> = { react: '19.2.0', 'react-dom': '19.2.0', 'left-pad': '1.3.0' };
    const source = "import pad from 'left-pad';\nimport { Hero } from 'docs/src/Hero';";
    expect(sandboxDependencies(source, (name) => versions[name] ?? null)).toEqual({ 'left-pad': '1.3.0', react: '19.2.0', 'react-dom': '19.2.0' });
  });
});

describe('demo source URL', () => {
  it('turns a GitHub edit URL into the file view', () => {
    expect(demoSourceUrl('https://github.com/o/r/edit/main', 'content/pages/a/B.tsx')).toBe('https://github.com/o/r/blob/main/content/pages/a/B.tsx');
    expect(demoSourceUrl('https://git.example.com/docs/', 'B.tsx')).toBe('https://git.example.com/docs/B.tsx');
    expect(demoSourceUrl(undefined, 'B.tsx')).toBeNull();
  });
});
