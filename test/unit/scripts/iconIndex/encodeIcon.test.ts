import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { encodeNodes, splitIconName } from '../../../../scripts/iconIndex/encodeIcon.ts';

describe('splitIconName', () => {
  it('reads the theme from the suffix', () => {
    expect(splitIconName('Delete')).toEqual({ base: 'Delete', theme: 'Filled' });
    expect(splitIconName('DeleteOutlined')).toEqual({ base: 'Delete', theme: 'Outlined' });
    expect(splitIconName('DeleteTwoTone')).toEqual({ base: 'Delete', theme: 'TwoTone' });
    expect(splitIconName('CheckBoxOutlineBlankSharp')).toEqual({ base: 'CheckBoxOutlineBlank', theme: 'Sharp' });
  });
});

describe('encodeNodes', () => {
  it('keeps a path with only d as its d', () => {
    expect(encodeNodes(React.createElement('path', { d: 'M0 0h24v24H0z' }))).toEqual(['M0 0h24v24H0z']);
  });

  it('keeps other elements and attributes as tag and props, in order', () => {
    const drawing = [
      React.createElement('path', { key: '0', d: 'M1 1', opacity: '.3' }),
      React.createElement('circle', { key: '1', cx: '12', cy: '12', r: 3 }),
    ];
    expect(encodeNodes(drawing)).toEqual([
      ['path', { d: 'M1 1', opacity: '.3' }],
      ['circle', { cx: '12', cy: '12', r: 3 }],
    ]);
  });

  it('nests children and flattens fragments', () => {
    const drawing = React.createElement(
      React.Fragment,
      null,
      React.createElement('defs', null, React.createElement('path', { id: 'a', d: 'M2 2' })),
      React.createElement('use', { xlinkHref: '#a' }),
    );
    expect(encodeNodes(drawing)).toEqual([
      ['defs', {}, [['path', { id: 'a', d: 'M2 2' }]]],
      ['use', { xlinkHref: '#a' }],
    ]);
  });

  it('refuses a drawing made of components', () => {
    expect(() => encodeNodes(React.createElement(() => null))).toThrow(/component/);
  });
});
