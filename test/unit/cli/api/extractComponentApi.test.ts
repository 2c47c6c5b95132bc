// Runs the TypeScript compiler over the real installed packages: slow (seconds per package), hence the long timeouts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buttonClasses as materialButtonClasses } from '@mui/material/Button';
import { buttonClasses as baseButtonClasses } from '@mui/base/Button';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractPackageApi } from '../../../../cli/api/extractComponentApi.ts';
import { withConventionalClassNames } from '../../../../cli/api/apiConventions.ts';
import { muiApiConventions } from '../../../../content/plugins/muiApiConventions.ts';
import type { ComponentApi, HookApi, PackageApi } from '../../../../cli/api/types.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const EXTRACTION_TIMEOUT_MS = 240_000;

function component(api: PackageApi, name: string): ComponentApi {
  const found = api.components.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${name} not extracted from ${api.packageName}`);
  return found;
}

function hook(api: PackageApi, name: string): HookApi {
  const found = api.hooks.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${name} not extracted from ${api.packageName}`);
  return found;
}

describe('extractPackageApi(@mui/material)', () => {
  let api: PackageApi;
  beforeAll(() => {
    api = extractPackageApi('@mui/material', ROOT);
  }, EXTRACTION_TIMEOUT_MS);

  it('records the installed version', async () => {
    const { default: manifest } = await import('@mui/material/package.json', { with: { type: 'json' } });
    expect(api.version).toBe(manifest.version);
  });

  it('finds Button with its import lines, own props and defaults', () => {
    const button = component(api, 'Button');
    expect(button.imports).toEqual(["import Button from '@mui/material/Button';", "import { Button } from '@mui/material';"]);
    const variant = button.props.find((prop) => prop.name === 'variant');
    expect(variant).toMatchObject({ required: false, default: "'text'", description: 'The variant to use.' });
    expect(variant?.type.text.split(' | ').sort()).toEqual(["'contained'", "'outlined'", "'text'"]);
    expect(button.props.find((prop) => prop.name === 'disabled')).toMatchObject({ type: { text: 'boolean' }, default: 'false' });
    expect(button.props.find((prop) => prop.name === 'color')?.type.text).toContain("'primary'");
    expect(button.props.map((prop) => prop.name)).toEqual(expect.arrayContaining(['children', 'classes', 'component', 'size', 'sx']));
  });

  it('leaves DOM attributes and inherited ButtonBase props out of Button, as a note', () => {
    const names = component(api, 'Button').props.map((prop) => prop.name);
    expect(names).not.toContain('onClick');
    expect(names).not.toContain('className');
    expect(names).not.toContain('centerRipple');
    expect(component(api, 'Button').inherits).toEqual({ name: 'ButtonBase', packageName: '@mui/material' });
  });

  it('lists Button’s CSS classes with the class names the runtime applies, as the family’s conventions name them', () => {
    expect(component(api, 'Button').classes.find((cssClass) => cssClass.key === 'root')).toMatchObject({ className: 'Button-root', state: false });
    const classes = component(withConventionalClassNames(api, muiApiConventions), 'Button').classes;
    expect(classes.find((cssClass) => cssClass.key === 'root')).toMatchObject({ className: 'MuiButton-root', state: false });
    expect(classes.find((cssClass) => cssClass.key === 'disabled')).toMatchObject({ className: 'Mui-disabled', state: true });
    for (const cssClass of classes) {
      expect(cssClass.className).toBe(materialButtonClasses[cssClass.key as keyof typeof materialButtonClasses]);
    }
  });

  it('finds TextField, its generic variant prop spelled out, and its FormControl inheritance', () => {
    const textField = component(api, 'TextField');
    expect(
      textField.props
        .find((prop) => prop.name === 'variant')
        ?.type.text.split(' | ')
        .sort(),
    ).toEqual(["'filled'", "'outlined'", "'standard'"]);
    expect(textField.inherits?.name).toBe('FormControl');
    expect(textField.slots.map((slot) => slot.name)).toContain('htmlInput');
  });

  it('keeps a full type beside a shortened one', () => {
    const slotProps = component(api, 'Autocomplete').props.find((prop) => prop.name === 'slotProps');
    expect(slotProps?.type.full?.length).toBeGreaterThan(slotProps?.type.text.length ?? Infinity);
  });

  it('keeps providers, contexts, styled slots and @ignore exports out of the components', () => {
    const names = new Set(api.components.map((candidate) => candidate.name));
    for (const excluded of ['ThemeProvider', 'StyledEngineProvider', 'ButtonGroupContext', 'SliderRail', 'Unstable_TrapFocus', 'ModalManager']) {
      expect(names.has(excluded), excluded).toBe(false);
    }
    for (const included of ['Box', 'Container', 'Grid', 'Stack', 'CssBaseline', 'Fade', 'Popper']) {
      expect(names.has(included), included).toBe(true);
    }
  });

  it('gives Box its own component and sx props', () => {
    expect(component(api, 'Box').props.map((prop) => prop.name)).toEqual(['children', 'component', 'sx']);
  });

  it('finds the package’s own hooks but not re-exported utilities', () => {
    const names = api.hooks.map((candidate) => candidate.name);
    expect(names).toContain('useMediaQuery');
    expect(names).not.toContain('useForkRef');
  });
});

describe('extractPackageApi(@mui/base)', () => {
  let api: PackageApi;
  beforeAll(() => {
    api = extractPackageApi('@mui/base', ROOT);
  }, EXTRACTION_TIMEOUT_MS);

  it('uses named subpath imports and Base UI class names', () => {
    const button = component(withConventionalClassNames(api, muiApiConventions), 'Button');
    expect(button.imports[0]).toBe("import { Button } from '@mui/base/Button';");
    for (const cssClass of button.classes) {
      expect(cssClass.className).toBe(baseButtonClasses[cssClass.key as keyof typeof baseButtonClasses]);
    }
    expect(button.slots).toEqual([expect.objectContaining({ name: 'root', className: 'base-Button-root' })]);
  });

  it('counts the headless hook’s parameters as the component’s own props', () => {
    expect(component(api, 'Button').props.map((prop) => prop.name)).toEqual(expect.arrayContaining(['disabled', 'focusableWhenDisabled']));
  });

  it('records the text of @deprecated props', () => {
    expect(component(api, 'Modal').props.find((prop) => prop.name === 'onBackdropClick')?.deprecated).toBe(
      'Use the `onClose` prop with the `reason` argument to handle the `backdropClick` events.',
    );
  });

  it('extracts hooks with their parameters and return value', () => {
    const useButton = hook(api, 'useButton');
    expect(useButton.imports[0]).toBe("import { useButton } from '@mui/base/useButton';");
    expect(useButton.parameters.find((parameter) => parameter.name === 'disabled')).toMatchObject({ required: false, default: 'false' });
    expect(useButton.returnValue.map((field) => field.name)).toEqual(expect.arrayContaining(['getRootProps', 'focusVisible', 'active']));
    expect(useButton.returnType.text).toBe('UseButtonReturnValue');
  });
});
