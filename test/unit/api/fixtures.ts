/** Hand-written API records, shaped like extraction output, for the tests of pages, Markdown and the template. */
import { API_SCHEMA_VERSION, type ComponentApi, type HookApi, type PackageApi } from '../../../cli/api/types.ts';

export const buttonApi: ComponentApi = {
  kind: 'component',
  name: 'Button',
  packageName: '@mui/material',
  description: '',
  imports: ["import Button from '@mui/material/Button';", "import { Button } from '@mui/material';"],
  props: [
    { name: 'children', type: { text: 'ReactNode' }, required: false, description: 'The content of the component.' },
    {
      name: 'color',
      type: { text: "'primary' | 'secondary' | 'inherit'" },
      required: false,
      default: "'primary'",
      description: 'The color of the component.\nIt supports [custom colors](https://mui.com/material-ui/customization/palette/).',
    },
    {
      name: 'components',
      type: { text: 'object' },
      required: false,
      description: 'The components used for each slot.',
      deprecated: 'Use the `slots` prop instead.',
    },
    {
      name: 'onClick',
      type: { text: '(event, value) => void', full: '(event: MouseEvent<HTMLButtonElement>, value: string) => void' },
      required: true,
      description: 'Callback.',
    },
    { name: 'variant', type: { text: "'text' | 'outlined' | 'contained'" }, required: false, default: "'text'", description: 'The variant to use.' },
  ],
  inherits: { name: 'ButtonBase', packageName: '@mui/material' },
  classes: [
    { key: 'disabled', className: 'Mui-disabled', state: true, description: 'State class applied to the root element if `disabled={true}`.' },
    { key: 'root', className: 'MuiButton-root', state: false, description: 'Styles applied to the root element.' },
  ],
  slots: [{ name: 'root', description: 'The component that renders the root.', default: "'button'", className: 'MuiButton-root' }],
};

export const useButtonApi: HookApi = {
  kind: 'hook',
  name: 'useButton',
  packageName: '@mui/base',
  description: 'Handles the behaviour of a button.',
  imports: ["import { useButton } from '@mui/base/useButton';", "import { useButton } from '@mui/base';"],
  parameters: [{ name: 'disabled', type: { text: 'boolean' }, required: false, default: 'false', description: 'If `true`, the button is disabled.' }],
  returnValue: [{ name: 'getRootProps', type: { text: '() => object' }, required: true, description: 'Props for the root slot.' }],
  returnType: { text: 'UseButtonReturnValue' },
};

/** A package with the given components and hooks (other fields as extraction would write them). */
export function packageApi(components: ComponentApi[], hooks: HookApi[] = [], version = '1.0.0'): PackageApi {
  return { schemaVersion: API_SCHEMA_VERSION, packageName: components[0]?.packageName ?? '@mui/base', version, components, hooks };
}
