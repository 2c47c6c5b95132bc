/** A realistic documentation page body for benchmarks: ~150 lines, 4 code blocks, 2 tables, 2 callouts, 1 demo. */

/** The page; `variant` changes the code in every block so the highlighter cache cannot help. */
export function realisticPage(variant = 0): string {
  return `# Button

Buttons allow users to take actions, and make choices, with a single tap.

Buttons communicate actions that users can take. They are typically placed throughout your UI, in places like:

- Modal windows
- Forms
- Cards
- Toolbars

## Basic button

The \`Button\` comes with three variants: text (default), contained, and outlined.
Read the [installation guide](./installation.md) first, then see [theming](#customization).

{{"demo": "BasicButtons.tsx"}}

### Text button

[Text buttons](https://m2.material.io/components/buttons#text-button) are typically used for less-pronounced actions,
including those located in dialogs and in cards. In cards, text buttons help maintain an emphasis on card content.

\`\`\`tsx title="TextButtons.tsx"
import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function TextButtons() {
  const [count, setCount] = React.useState(${variant});
  return (
    <Stack direction="row" spacing={2}>
      <Button onClick={() => setCount((c) => c + 1)}>Primary {count}</Button>
      <Button disabled>Disabled</Button>
      <Button href="#text-buttons">Link</Button>
    </Stack>
  );
}
\`\`\`

### Contained button

[Contained buttons](https://m2.material.io/components/buttons#contained-button) are high-emphasis,
distinguished by their use of elevation and fill. They contain actions that are primary to your app.

:::warning Elevation
Disabling the elevation with \`disableElevation\` is recommended for flat designs.
Remember that **contrast** matters: check it with the [palette tool](/material-ui/customization/color/).
:::

## Installation

Install the package in your project directory with:

\`\`\`bash
npm install @mui/material@${variant} @emotion/react @emotion/styled
\`\`\`

| Package | Version | Notes |
| :------ | :------ | :---- |
| \`@mui/material\` | 6.1.5 | The components |
| \`@emotion/react\` | 11.13 | Styling engine |
| \`@emotion/styled\` | 11.13 | Styled API |
| \`@mui/icons-material\` | 6.1.5 | Optional icons |
| \`@fontsource/roboto\` | 5.1 | Optional font |

## Sizes

For larger or smaller buttons, use the \`size\` prop.

\`\`\`ts
import { createTheme } from '@mui/material/styles';

const theme = createTheme({
  components: {
    MuiButton: {
      defaultProps: { size: 'small', disableRipple: ${variant % 2 === 0} },
      styleOverrides: { root: { textTransform: 'none', borderRadius: 12 } },
    },
  },
});
export default theme;
\`\`\`

> [!TIP]
> Sizes follow the density setting of the theme; dense mode makes every button small.

### Custom sizes

You can also use the \`sx\` prop to change sizes. Compare the options:

| Option | Effect | Default |
| --- | --- | --- |
| \`small\` | 30px tall | no |
| \`medium\` | 36px tall | yes |
| \`large\` | 42px tall | no |
| \`sx\` | anything | — |

## Customization

Here are some examples of customizing the component.
You can learn more about this in the [overrides documentation page](../customization/index.md).

\`\`\`json
{
  "name": "my-app",
  "version": "${variant}.0.0",
  "dependencies": { "@mui/material": "^6.1.5" },
  "private": true
}
\`\`\`

### Complex button

The Text Buttons, Contained Buttons, Floating Action Buttons and Icon Buttons are built on top of the same component:
the \`ButtonBase\`. You can take advantage of this lower-level component to build custom interactions.

1. Import \`ButtonBase\`.
2. Style it with \`styled()\`.
3. Add a ripple with \`TouchRipple\` if you need one.

## Third-party routing library

One frequent use case is to perform navigation on the client only, without an HTTP round-trip to the server.
The \`ButtonBase\` component provides the \`component\` prop to handle this use case.
Here is a [more detailed guide](../react-button.md#basic-button).

## Limitations

### Cursor not-allowed

The ButtonBase component sets \`pointer-events: none;\` on disabled buttons, which prevents the appearance of a disabled cursor.

If you wish to use \`not-allowed\`, you have two options:

1. **CSS only**. You can remove the pointer-events style on the disabled state of the \`<button>\` element.
2. **DOM change**. You can wrap the button in a \`<span>\`.

### Accessibility

- Use a visible label or an \`aria-label\`.
- Keep the focus ring.
- Do not rely on colour alone.

## API

See the documentation below for a complete reference to all of the props and classes available to the components mentioned here.

- [\`<Button />\`](/material-ui/api/button/)
- [\`<ButtonBase />\`](/material-ui/api/button-base/)
- [\`<IconButton />\`](/material-ui/api/icon-button/)
- [\`<LoadingButton />\`](/material-ui/api/loading-button/)

That is all there is to buttons. Thanks for reading this far;
the [next page](/material-ui/react-button-group/) covers button groups.
`;
}
