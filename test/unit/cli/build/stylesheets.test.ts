import { describe, expect, it } from 'vitest';
import { criticalCss, planStylesheets } from '../../../../cli/build/stylesheets.ts';
import type { StyleMap } from '../../../../cli/render/emotionRender.ts';

/** Pages' styles handed over one at a time, as pages set aside on disk give them; counts how often they were read. */
function oneAtATime(pages: StyleMap[]): { styles: Iterable<StyleMap>; reads: () => number } {
  let reads = 0;
  return {
    styles: (function* () {
      for (const styles of pages) {
        reads += 1;
        yield styles;
      }
    })(),
    reads: () => reads,
  };
}

describe('planStylesheets', () => {
  it('shares the base styles and those at least half the pages use (four at least), in the order first seen, each as its first page has it', () => {
    const shell = new Map([['shell', '.shell{}']]);
    const pages: StyleMap[] = Array.from({ length: 10 }, (_, i) => {
      const styles: StyleMap = new Map();
      if (i >= 3) styles.set('button', i === 3 ? '.button{color:red}' : '.button{color:blue}');
      styles.set('page', `.page-${i}{}`);
      if (i < 5) styles.set('note', '.note{}');
      if (i < 4) styles.set('rare', '.rare{}');
      styles.set('shell', '.shell{changed}');
      return styles;
    });
    const { styles, reads } = oneAtATime(pages);
    const plan = planStylesheets(['.static{}'], shell, styles);
    expect(reads()).toBe(10);
    // `page` is on every page, each with CSS of its own under the one id: the first page's is shared.
    expect([...plan.sharedIds]).toEqual(['shell', 'page', 'note', 'button']);
    expect(plan.sharedCss).toBe(['.shell{}', '.page-0{}', '.note{}', '.button{color:red}', '.static{}'].join('\n'));
    expect(criticalCss(pages[0], plan.sharedIds)).toEqual({ ids: ['rare'], css: '.rare{}' });
  });

  it('shares nothing a small site’s pages use fewer than four times', () => {
    const pages: StyleMap[] = [new Map([['a', '.a{}']]), new Map([['a', '.a{}']]), new Map([['a', '.a{}']])];
    expect([...planStylesheets([], new Map(), pages).sharedIds]).toEqual([]);
  });
});
