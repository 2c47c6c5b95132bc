import { describe, expect, it } from 'vitest';
import { moduleRegistrySource } from '../../../../cli/demos/demoModuleRegistry.ts';
import { importBindings } from '../../../../runtime/islands/demo/importBindings.ts';

describe('import bindings', () => {
  it('reads default, namespace and named value imports, merged per module, without types or side effects', () => {
    const source = `import * as React from 'react';
import Button, { buttonClasses as classes } from '@mui/material/Button';
import { Stack, type SxProps } from '@mui/material';
import { Box } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import './styles.css';`;
    expect(importBindings(source)).toEqual([
      { specifier: 'react', defaultImport: false, namespace: true, names: [] },
      { specifier: '@mui/material/Button', defaultImport: true, namespace: false, names: ['buttonClasses'] },
      { specifier: '@mui/material', defaultImport: false, namespace: false, names: ['Stack', 'Box'] },
    ]);
  });
});

describe('module registry source', () => {
  it('re-exports exactly the imported bindings as property reads, and the JSX runtime', () => {
    const code = moduleRegistrySource(importBindings("import Button from '@mui/material/Button';\nimport { Stack } from '@mui/material';"));
    expect(code).toContain('import * as __module0 from "@mui/material/Button";');
    expect(code).toContain('"@mui/material/Button": { __esModule: true, default: __module0.default }');
    expect(code).toContain('"@mui/material": { __esModule: true, "Stack": __module1.Stack }');
    expect(code).toContain('"react/jsx-runtime": __module2');
  });
});
