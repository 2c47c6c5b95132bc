import { describe, expect, it } from 'vitest';
import { stylesheetImports } from '../../../../cli/demos/stylesheetImports.ts';

describe('stylesheetImports', () => {
  it('finds side-effect imports of .css files with their lines', () => {
    const source = "import { Button } from '@mui/base';\nimport './styles.css';\n  import \"../shared/base.css\"\nconst css = 'import \"./no.css\"';\n";
    expect(stylesheetImports(source, 'Demo/css/index.tsx')).toEqual([
      { specifier: './styles.css', line: 2 },
      { specifier: '../shared/base.css', line: 3 },
    ]);
  });

  it('refuses named imports and package stylesheets, naming the line', () => {
    expect(() => stylesheetImports("\nimport styles from './styles.css';\n", 'Demo/css/index.tsx')).toThrow(/for its rules only/);
    expect(() => stylesheetImports("import 'pkg/dist/styles.css';\n", 'Demo/css/index.tsx')).toThrow(/by a relative path/);
  });
});
