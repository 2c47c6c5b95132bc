import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { ClassNames } from '@emotion/react';
import { styled } from '@mui/material/styles';
import { renderWithStyles } from '../../../../cli/render/emotionRender.ts';
import { createBrandTheme } from '../../../../runtime/brandTheme.ts';

const Box = styled('div')({ color: 'rgb(1, 2, 3)' });
const Unused = styled('span')({ color: 'rgb(4, 5, 6)' });

describe('renderWithStyles', () => {
  it('keeps the styles of the classes the HTML carries, and of a class it names only as text', () => {
    const className = /class="(css-[\w-]+)"/.exec(renderWithStyles(React.createElement(Unused), createBrandTheme()).html)![1];
    const { html, styles } = renderWithStyles(
      React.createElement(Box, null, React.createElement('code', null, `.${className}`), React.createElement(Unused, { style: { display: 'none' } })),
      createBrandTheme(),
    );
    const css = [...styles.values()].join('');
    expect(html).toContain(className);
    expect(css).toContain('color:rgb(1, 2, 3)');
    expect(css).toContain('color:rgb(4, 5, 6)');
  });

  it('leaves out the styles of a class made while rendering that the HTML does not carry', () => {
    const element = React.createElement(ClassNames, {
      children: ({ css }) => {
        css({ color: 'rgb(4, 5, 6)' });
        return React.createElement('div', { className: css({ color: 'rgb(1, 2, 3)' }) });
      },
    });
    const css = [...renderWithStyles(element, createBrandTheme()).styles.values()].join('');
    expect(css).toContain('color:rgb(1, 2, 3)');
    expect(css).not.toContain('color:rgb(4, 5, 6)');
  });
});
