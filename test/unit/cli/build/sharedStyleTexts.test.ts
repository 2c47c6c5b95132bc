import { describe, expect, it } from 'vitest';
import { styleTextSharer } from '../../../../cli/build/sharedStyleTexts.ts';

describe('styleTextSharer', () => {
  it("leaves every page's styles as they were, in their order, whatever other pages hold under the same ids", () => {
    const share = styleTextSharer();
    const first = new Map([['css-a', '.a{color:red}'], ['css-b', '.b{margin:0}']]);
    // Built as another thread would send them: equal text, a separate string.
    const second = new Map([['css-b', ['.b{', 'margin:0}'].join('')], ['css-c', '.c{padding:0}']]);
    const odd = new Map([['css-a', '.a{color:blue}']]);
    share(first);
    share(second);
    share(odd);
    expect([...first]).toEqual([['css-a', '.a{color:red}'], ['css-b', '.b{margin:0}']]);
    expect([...second]).toEqual([['css-b', '.b{margin:0}'], ['css-c', '.c{padding:0}']]);
    expect([...odd]).toEqual([['css-a', '.a{color:blue}']]);
  });
});
