import { describe, expect, it } from 'vitest';
import { compileDemo } from '../../../../../runtime/islands/demo/compileDemo.ts';
import { errorLine, evaluateDemo, resolveImports } from '../../../../../runtime/islands/demo/evaluateDemo.ts';

const jsxRuntime = { jsx: (type: unknown, props: unknown) => ({ type, props }), jsxs: (type: unknown, props: unknown) => ({ type, props }) };
const Button = () => null;
const registry = { '@mui/material/Button': { __esModule: true, default: Button }, 'react/jsx-runtime': jsxRuntime };

describe('compiling and running an edited demo', () => {
  it('compiles TypeScript and JSX to code whose imports come from the registry', async () => {
    const source = "import Button from '@mui/material/Button';\nexport default function Demo(): JSX.Element {\n  const label: string = 'Go';\n  return <Button>{label}</Button>;\n}\n";
    const compiled = compileDemo(source, 'TS');
    if (!compiled.ok) throw new Error(compiled.error.message);
    const Demo = evaluateDemo(compiled.code, await resolveImports(source, registry, {})) as unknown as () => { type: unknown; props: { children: string } };
    expect(Demo().type).toBe(Button);
    expect(Demo().props.children).toBe('Go');
  });

  it('reports a syntax error with its line', () => {
    const compiled = compileDemo('export default function Demo() {\n  return <div>;\n}\n', 'JS');
    expect(compiled).toMatchObject({ ok: false, error: { line: 2 } });
  });

  it('rejects an import the page has not loaded, naming it', async () => {
    await expect(resolveImports("import Chip from '@mui/material/Chip';", registry, {})).rejects.toThrow('"@mui/material/Chip"');
  });

  it('reads the line of a runtime error from its stack', () => {
    const compiled = compileDemo("export default function Demo() {\n  const a = 1;\n  throw new Error('no');\n}\n", 'JS');
    if (!compiled.ok) throw new Error(compiled.error.message);
    const Demo = evaluateDemo(compiled.code, registry) as unknown as () => void;
    let thrown: unknown;
    try {
      Demo();
    } catch (error) {
      thrown = error;
    }
    expect(errorLine(thrown)).toBe(3);
  });
});
