import { describe, expect, it } from 'vitest';
import { importedComponents } from '../../../../cli/api/demoPages.ts';

describe('importedComponents', () => {
  it('reads subpath imports, named imports from the package, and skips hooks and types', () => {
    const source = [
      "import * as React from 'react';",
      "import Button from '@mui/material/Button';",
      "import { Stack, useTheme, type SxProps, Chip as Tag } from '@mui/material';",
      "import Sheet from '@mui/joy/Sheet';",
      "import { styled } from '@mui/material/styles';",
    ].join('\n');
    expect(importedComponents(source)).toEqual(['@mui/material/Button', '@mui/material/Stack', '@mui/material/Chip', '@mui/joy/Sheet', '@mui/material/styles']);
  });
});
