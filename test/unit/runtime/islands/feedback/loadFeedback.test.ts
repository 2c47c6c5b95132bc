import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { loadFeedback, type FeedbackLoaderEnv } from '../../../../../runtime/islands/feedback/loadFeedback.ts';
import { mountFeedback } from '../../../../../runtime/islands/feedback/mountFeedback.ts';
import type { PageData } from '../../../../../runtime/pageData.ts';
import { FeedbackWidget } from '../../../../../templates/shell/FeedbackWidget.tsx';
import { FakeDocument, parseInto } from '../../../feedback-widget/fakeDom.ts';

const PAGE: PageData = {
  route: '/material-ui/react-button/',
  productId: 'material-ui',
  version: '6.1.5',
  language: 'en',
  feedback: { enabled: true, endpoint: '/api/feedback' },
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(load?: FeedbackLoaderEnv['load']) {
  const doc = new FakeDocument();
  parseInto(doc, renderToStaticMarkup(createElement(FeedbackWidget)));
  const section = doc.querySelector('[data-feedback]')!;
  let idle: () => void = () => {};
  const mounted = vi.fn((element: HTMLElement, page: PageData) => mountFeedback(element, page, { fetch: vi.fn() }));
  const env: FeedbackLoaderEnv = {
    document: doc as unknown as Document,
    whenVisible: (_element, callback) => (idle = callback),
    load: vi.fn(load ?? (() => Promise.resolve({ mountFeedback: mounted }))),
  };
  loadFeedback(PAGE, env);
  return { doc, section, env, mounted, goIdle: () => idle(), up: section.querySelector('[data-feedback-rating="1"]')! };
}

describe('loadFeedback', () => {
  it('does nothing on a page without the widget', () => {
    const load = vi.fn();
    loadFeedback(PAGE, { document: new FakeDocument() as unknown as Document, whenVisible: () => {}, load });
    expect(load).not.toHaveBeenCalled();
  });

  it('waits for idle before loading the chunk, and loads it once', async () => {
    const { env, goIdle, section, mounted } = setup();
    expect(env.load).not.toHaveBeenCalled();
    goIdle();
    section.dispatch('pointerenter');
    await flush();
    expect(env.load).toHaveBeenCalledTimes(1);
    expect(mounted).toHaveBeenCalledWith(section, PAGE);
  });

  it.each(['pointerenter', 'focusin'])('loads early on %s in the section', (type) => {
    const { env, section } = setup();
    section.dispatch(type);
    expect(env.load).toHaveBeenCalledTimes(1);
  });

  it('replays a click made before the chunk arrived', async () => {
    const { env, up, section } = setup();
    up.click();
    expect(env.load).toHaveBeenCalledTimes(1);
    expect(up.getAttribute('aria-pressed')).toBe('false');
    await flush();
    expect(up.getAttribute('aria-pressed')).toBe('true');
    expect(section.querySelector('form')!.hidden).toBe(false);
    expect(section.listenerCount('click')).toBe(1);
  });

  it('shows the failure text when the chunk cannot load after a click, and tries again on the next click', async () => {
    const { env, up, section } = setup(() => Promise.reject(new Error('offline')));
    up.click();
    await flush();
    expect(section.querySelector('[data-feedback-status]')!.textContent).toBe("Couldn't submit feedback. Please try again later.");
    up.click();
    expect(env.load).toHaveBeenCalledTimes(2);
    await flush();
  });
});
