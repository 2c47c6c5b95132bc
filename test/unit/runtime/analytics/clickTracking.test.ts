import { describe, expect, it } from 'vitest';
import { installClickTracking } from '../../../../runtime/analytics/clickTracking.ts';
import { createRecordingAnalytics } from '../../ads/fakeAnalytics.ts';

/** A node with attributes and a parent: enough for closest(). */
class Node {
  constructor(
    readonly attributes: Record<string, string>,
    readonly parent: Node | null = null,
  ) {}
  getAttribute(name: string): string | null {
    return this.attributes[name] ?? null;
  }
  closest(selector: string): Node | null {
    const name = selector.slice(1, -1);
    for (let node: Node | null = this; node; node = node.parent) if (name in node.attributes) return node;
    return null;
  }
}

function setup(roll = 0.5) {
  const analytics = createRecordingAnalytics();
  let listener: ((event: Event) => void) | undefined;
  let listenerOptions: unknown;
  const document = {
    addEventListener: (type: string, callback: (event: Event) => void, options: unknown) => {
      if (type === 'click') [listener, listenerOptions] = [callback, options];
    },
  } as Pick<Document, 'addEventListener'>;
  installClickTracking(analytics, { document, random: () => roll });
  const click = (target: unknown) => listener!({ target } as unknown as Event);
  return { analytics, click, listenerOptions: () => listenerOptions };
}

const tracked = (attributes: Record<string, string> = {}) =>
  new Node({
    'data-ga-event-category': 'ad',
    'data-ga-event-action': 'click',
    'data-ga-event-label': 'in-house-body-top-image',
    ...attributes,
  });

describe('installClickTracking', () => {
  it('sends the nearest tracked ancestor’s category, action and label', () => {
    const { analytics, click, listenerOptions } = setup();
    click(new Node({}, new Node({}, tracked())));
    expect(analytics.calls).toEqual([['event', 'ad', { eventAction: 'click', eventLabel: 'in-house-body-top-image' }]]);
    expect(listenerOptions()).toEqual({ capture: true });
  });

  it('ignores clicks outside tracked elements and on nodes without closest()', () => {
    const { analytics, click } = setup();
    click(new Node({}, new Node({})));
    click({ nodeType: 3 });
    click(null);
    expect(analytics.calls).toEqual([]);
  });

  it('drops a split event when the split is below the roll and keeps it otherwise', () => {
    const dropped = setup(0.5);
    dropped.click(tracked({ 'data-ga-event-split': '0.3' }));
    expect(dropped.analytics.calls).toEqual([]);

    const kept = setup(0.2);
    kept.click(tracked({ 'data-ga-event-split': '0.3' }));
    expect(kept.analytics.calls).toHaveLength(1);
  });

  it('leaves action and label out when the element has none', () => {
    const { analytics, click } = setup();
    click(new Node({ 'data-ga-event-category': 'toc' }));
    expect(analytics.calls).toEqual([['event', 'toc', { eventAction: undefined, eventLabel: undefined }]]);
  });
});
