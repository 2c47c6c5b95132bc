import * as React from 'react';
import { describe, expect, it } from 'vitest';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { createBrandTheme } from '../../../../runtime/brandTheme.ts';
import { renderWithStyles } from '../../../../cli/render/emotionRender.ts';
import { createServerTheme } from '../../../../cli/render/serverTheme.ts';

type WithVars = { generateThemeVars: () => unknown };

describe('the server theme', () => {
  it('builds its CSS variable tree once, the same tree the theme builds afresh', () => {
    const theme = createServerTheme() as unknown as WithVars;
    const first = theme.generateThemeVars();
    expect(theme.generateThemeVars()).toBe(first);
    expect(first).toEqual((createBrandTheme() as unknown as WithVars).generateThemeVars());
  });

  it('renders the same HTML and styles as the theme it is made from, render after render', () => {
    const page = React.createElement('div', null, React.createElement(Button, { variant: 'contained' }, 'Go'), React.createElement(Alert, { severity: 'info' }, 'Note'));
    const expected = renderWithStyles(page, createBrandTheme());
    const theme = createServerTheme();
    for (let i = 0; i < 3; i++) {
      const rendered = renderWithStyles(page, theme);
      expect(rendered.html).toBe(expected.html);
      expect([...rendered.styles]).toEqual([...expected.styles]);
    }
  });
});
