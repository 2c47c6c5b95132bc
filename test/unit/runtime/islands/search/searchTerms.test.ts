import { describe, expect, it } from 'vitest';
import { indexTerms, splitTerm, tokenize, withoutStopWords } from '../../../../../runtime/islands/search/searchTerms.ts';
import { highlightParts, makeSnippet, SNIPPET_LENGTH } from '../../../../../runtime/islands/search/snippet.ts';

describe('splitTerm / indexTerms', () => {
  it('lowercases a word', () => {
    expect(splitTerm('Button')).toEqual(['button']);
  });

  it('adds the parts of a camelCase or PascalCase identifier', () => {
    expect(splitTerm('createTheme')).toEqual(['createtheme', 'create', 'theme']);
    expect(splitTerm('ThemeProvider')).toEqual(['themeprovider', 'theme', 'provider']);
    expect(splitTerm('useMediaQuery')).toEqual(['usemediaquery', 'use', 'media', 'query']);
  });

  it('drops empty tokens and, when indexing, stop words', () => {
    expect(splitTerm('')).toBeNull();
    expect(indexTerms('The')).toBeNull();
    expect(indexTerms('theme')).toBe('theme');
    expect(indexTerms('createTheme')).toEqual(['createtheme', 'create', 'theme']);
  });
});

describe('tokenize', () => {
  it('splits at spaces and punctuation, as MiniSearch does', () => {
    expect(tokenize('Use the sx-prop, then theme.spacing')).toEqual(['Use', 'the', 'sx', 'prop', 'then', 'theme', 'spacing']);
  });

  it('splits Chinese, Japanese and Korean runs into overlapping pairs of characters', () => {
    expect(tokenize('深色模式')).toEqual(['深色', '色模', '模式']);
    expect(tokenize('提供调色板。模式')).toEqual(['提供', '供调', '调色', '色板', '模式']);
    // The prolonged sound mark belongs to the kana run.
    expect(tokenize('ダークモード')).toEqual(['ダー', 'ーク', 'クモ', 'モー', 'ード']);
    expect(tokenize('다크 모드를')).toEqual(['다크', '모드', '드를']);
  });

  it('keeps a single CJK character, and Latin words beside CJK, whole', () => {
    expect(tokenize('用 palette.mode来启用')).toEqual(['用', 'palette', 'mode', '来启', '启用']);
  });
});

describe('withoutStopWords', () => {
  it('removes finished stop words and keeps the word being typed', () => {
    expect(withoutStopWords('how to use the theme')).toBe('use theme');
    expect(withoutStopWords('customize the')).toBe('customize the');
    expect(withoutStopWords('customize the ')).toBe('customize');
    expect(withoutStopWords('   ')).toBe('');
  });
});

describe('makeSnippet', () => {
  const text = `${'lead '.repeat(40)}here the quokka sleeps ${'tail '.repeat(40)}`.trim();

  it('returns short text whole', () => {
    expect(makeSnippet('Short text.', ['text'])).toBe('Short text.');
  });

  it('centres on the first matched term, cut at spaces, with ellipses', () => {
    const snippet = makeSnippet(text, ['quokka']);
    expect(snippet.startsWith('…lead')).toBe(true);
    expect(snippet.endsWith('tail…')).toBe(true);
    expect(snippet).toContain('here the quokka sleeps');
    expect(snippet.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
  });

  it('starts at the beginning when no term is in the text', () => {
    expect(makeSnippet(text, ['absent']).startsWith('lead lead')).toBe(true);
  });
});

describe('highlightParts', () => {
  it('flags every case-insensitive occurrence of the terms, longest first', () => {
    expect(highlightParts('Buttons and a ButtonGroup', ['button', 'buttongroup'])).toEqual([
      { text: 'Button', match: true },
      { text: 's and a ', match: false },
      { text: 'ButtonGroup', match: true },
    ]);
  });

  it('marks overlapping matches as one run', () => {
    expect(highlightParts('两种调色板模式', ['调色', '色板'])).toEqual([
      { text: '两种', match: false },
      { text: '调色板', match: true },
      { text: '模式', match: false },
    ]);
  });

  it('leaves one-letter terms and regex characters alone', () => {
    expect(highlightParts('a (b) c', ['a', '(b)'])).toEqual([
      { text: 'a ', match: false },
      { text: '(b)', match: true },
      { text: ' c', match: false },
    ]);
    expect(highlightParts('', ['x'])).toEqual([]);
  });
});
