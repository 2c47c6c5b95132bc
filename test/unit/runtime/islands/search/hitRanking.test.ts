import { describe, expect, it } from 'vitest';
import { compareHits, nameKey, TitleMatch, titleMatch, type RankedHit } from '../../../../../runtime/islands/search/hitRanking.ts';

describe('nameKey', () => {
  it('runs the words together, lowercased, without stop words', () => {
    expect(nameKey('Text Field')).toBe(nameKey('TextField'));
    expect(nameKey('Right-to-left')).toBe(nameKey('right to left'));
    expect(nameKey('The sx prop')).toBe(nameKey('sx prop'));
  });

  it('makes the inflections of a word one', () => {
    expect(nameKey('Theming')).toBe(nameKey('theme'));
    expect(nameKey('Themed')).toBe(nameKey('theme'));
    expect(nameKey('Breakpoints')).toBe(nameKey('breakpoint'));
    expect(nameKey('Migrating to v5')).toBe(nameKey('migrate to v5'));
    // Short words are kept whole: "bus" is no inflection of "bu".
    expect(nameKey('bus')).toBe('bus');
  });

  it('keeps CJK names as they are', () => {
    expect(nameKey('深色模式')).toBe(nameKey('深色模式'));
    expect(nameKey('深色模式')).not.toBe(nameKey('深色'));
  });
});

describe('titleMatch', () => {
  const key = nameKey('button');

  it('tells the page named, its API page, a page whose name it begins, and a heading that is the query', () => {
    expect(titleMatch(key, 'Button', 'Button', true).match).toBe(TitleMatch.Title);
    expect(titleMatch(nameKey('button api'), 'Button API', 'Button API', true).match).toBe(TitleMatch.Title);
    expect(titleMatch(key, 'Button API', 'Button API', true)).toEqual({ match: TitleMatch.ApiSubject, coverage: 1, api: true });
    expect(titleMatch(key, 'ButtonGroup API', 'ButtonGroup API', true)).toEqual({ match: TitleMatch.TitlePrefix, coverage: 6 / 11, api: true });
    expect(titleMatch(key, 'Theming', 'Button', false).match).toBe(TitleMatch.Heading);
    expect(titleMatch(key, 'Icon Button', 'Icon Button', true).match).toBe(TitleMatch.None);
  });

  it("takes a page's name from its intro only: its other sections share its title", () => {
    expect(titleMatch(key, 'Button', 'Sizes', false).match).toBe(TitleMatch.None);
  });
});

describe('compareHits', () => {
  const hit = (title: string, current: boolean, score: number, query = 'button'): RankedHit & { title: string } => ({
    title,
    current,
    score,
    name: titleMatch(nameKey(query), title, title, true),
  });
  const order = (hits: Array<RankedHit & { title: string }>) => [...hits].sort(compareHits).map((h) => `${h.title}${h.current ? '' : ' (other)'}`);

  it('puts the page named first, then its API page, then the pages whose name the query begins, then the rest by score', () => {
    const hits = [
      hit('ButtonBase API', true, 30),
      hit('ButtonGroup API', true, 29),
      hit('Button API', true, 11),
      hit('Button', true, 12),
      hit('Theming', true, 50),
    ];
    expect(order(hits)).toEqual(['Button', 'Button API', 'ButtonBase API', 'ButtonGroup API', 'Theming']);
  });

  it("puts the reader's product first among the pages named, and a page named in another product before mere mentions", () => {
    const hits = [hit('Button', false, 20), hit('Button API', true, 5), hit('Button', true, 5), hit('ButtonBase API', true, 40), hit('Dialog', true, 80)];
    expect(order(hits)).toEqual(['Button', 'Button API', 'Button (other)', 'ButtonBase API', 'Dialog']);
  });

  it('puts the name a query being typed covers most first, a page before its API page', () => {
    const hits = [
      hit('ButtonGroup API', true, 29, 'butt'),
      hit('Button API', true, 11, 'butt'),
      hit('Button Group', true, 13, 'butt'),
      hit('Button', true, 12, 'butt'),
    ];
    expect(order(hits)).toEqual(['Button', 'Button API', 'Button Group', 'ButtonGroup API']);
  });

  it("raises the reader's product and a heading that is the query by score, below the pages named", () => {
    const heading: RankedHit = { current: false, score: 10, name: titleMatch(nameKey('css variables'), 'Linear Progress', 'CSS variables', false) };
    const mention: RankedHit = { current: true, score: 10, name: titleMatch(nameKey('css variables'), 'CSS theme variables', 'CSS theme variables', true) };
    expect(compareHits(heading, mention)).toBeLessThan(0);
    expect(compareHits(heading, { ...mention, score: 20 })).toBeGreaterThan(0);
  });
});
