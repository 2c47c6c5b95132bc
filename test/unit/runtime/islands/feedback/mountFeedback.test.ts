import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FEEDBACK_PARTS, mountFeedback, type FeedbackFetch } from '../../../../../runtime/islands/feedback/mountFeedback.ts';
import type { PageData } from '../../../../../runtime/pageData.ts';
import { FeedbackWidget } from '../../../../../templates/shell/FeedbackWidget.tsx';
import { FakeDocument, parseInto, type FakeElement } from '../../../feedback-widget/fakeDom.ts';

const FAILURE = "Couldn't submit feedback. Please try again later.";
const PAGE: PageData = {
  route: '/material-ui/react-button/',
  productId: 'material-ui',
  version: '6.1.5',
  language: 'en',
  feedback: { enabled: true, endpoint: '/api/feedback' },
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(fetch: FeedbackFetch = vi.fn(() => Promise.resolve({ ok: true }))) {
  const doc = new FakeDocument();
  parseInto(doc, renderToStaticMarkup(createElement(FeedbackWidget)));
  const section = doc.querySelector('[data-feedback]')!;
  const part = (selector: string) => section.querySelector(selector)!;
  const parts = {
    up: part('[data-feedback-rating="1"]'),
    down: part('[data-feedback-rating="0"]'),
    form: part(FEEDBACK_PARTS.form),
    comment: part(FEEDBACK_PARTS.comment),
    cancel: part(FEEDBACK_PARTS.cancel),
    status: part(FEEDBACK_PARTS.status),
  };
  mountFeedback(section as unknown as HTMLElement, PAGE, { fetch });
  const type = (text: string) => {
    parts.comment.value = text;
    parts.comment.dispatch('input');
  };
  return { doc, section, fetch: fetch as ReturnType<typeof vi.fn>, type, ...parts };
}

const sentBody = (fetch: ReturnType<typeof vi.fn>, call = 0) => JSON.parse(fetch.mock.calls[call][1].body);
const pressed = (...buttons: FakeElement[]) => buttons.map((button) => button.getAttribute('aria-pressed'));

describe('FeedbackWidget markup', () => {
  it('has the labelled question, two toggle buttons, a hidden optional-comment form and a polite status', () => {
    const { doc, section, up, down, form, comment, status } = setup();
    const question = section.getAttribute('aria-labelledby')!;
    expect(section.querySelectorAll('p').find((p) => p.getAttribute('id') === question)?.textContent).toBe('Was this page helpful?');
    expect([up.getAttribute('aria-label'), down.getAttribute('aria-label')]).toEqual(['Yes, this page was helpful', 'No, this page was not helpful']);
    expect(pressed(up, down)).toEqual(['false', 'false']);
    expect(form.hidden).toBe(true);
    expect(comment.getAttribute('rows')).toBe('2');
    expect(comment.getAttribute('maxLength')).toBe('2000');
    const label = doc.body.querySelectorAll('label').find((l) => l.getAttribute('for') === comment.getAttribute('id'));
    expect(label?.textContent).toBe('Comment (optional)');
    expect(form.querySelectorAll('button').map((b) => [b.textContent, b.getAttribute('type')])).toEqual([
      ['Cancel', 'button'],
      ['Submit', 'submit'],
    ]);
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
  });
});

describe('mountFeedback', () => {
  it('opens the form on a vote, presses that thumb and focuses the comment', () => {
    const { doc, up, down, form, comment, fetch } = setup();
    up.querySelector('svg')!.click();
    expect(pressed(up, down)).toEqual(['true', 'false']);
    expect(form.hidden).toBe(false);
    expect(doc.activeElement).toBe(comment);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('switches the pressed thumb on a changed vote and keeps the comment', () => {
    const { doc, up, down, comment, type } = setup();
    up.click();
    type('Needs an example');
    doc.activeElement = up;
    down.click();
    expect(pressed(up, down)).toEqual(['false', 'true']);
    expect(comment.value).toBe('Needs an example');
    expect(doc.activeElement).toBe(comment);
  });

  it('posts the page, rating, trimmed comment, version and language as JSON on Submit', async () => {
    const { down, form, type, fetch } = setup();
    down.click();
    type('  The API table is out of date.  ');
    expect(form.dispatch('submit').defaultPrevented).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/feedback');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(sentBody(fetch)).toEqual({
      page: '/material-ui/react-button/',
      rating: 0,
      comment: 'The API table is out of date.',
      version: '6.1.5',
      language: 'en',
    });
    await flush();
  });

  it('leaves the comment out when it is empty or blank', async () => {
    const { up, form, type, fetch } = setup();
    up.click();
    type('   ');
    form.dispatch('submit');
    expect(sentBody(fetch)).toEqual({ page: '/material-ui/react-button/', rating: 1, version: '6.1.5', language: 'en' });
    await flush();
  });

  it('confirms a 201, closes the form, clears the comment and returns focus to the thumb', async () => {
    const { doc, section, up, down, form, comment, status, type } = setup(vi.fn(() => Promise.resolve({ ok: true })));
    up.click();
    type('Clear, thanks');
    const submit = form.querySelectorAll('button')[1];
    submit.focus();
    form.dispatch('submit');
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(comment.readOnly).toBe(true);
    await flush();
    expect(status.textContent).toBe('Thanks for your feedback!');
    expect(form.hidden).toBe(true);
    expect(comment.value).toBe('');
    expect(pressed(up, down)).toEqual(['true', 'false']);
    expect(section.getAttribute('data-state')).toBe('submitted');
    expect(doc.activeElement).toBe(up);
  });

  it('submits on Ctrl+Enter and Cmd+Enter, not on a plain Enter', async () => {
    const { up, comment, fetch } = setup(vi.fn(() => Promise.resolve({ ok: false })));
    up.click();
    expect(comment.dispatch('keydown', { key: 'Enter', ctrlKey: false, metaKey: false }).defaultPrevented).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(comment.dispatch('keydown', { key: 'Enter', ctrlKey: true, metaKey: false }).defaultPrevented).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    await flush();
    comment.dispatch('keydown', { key: 'Enter', ctrlKey: false, metaKey: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    await flush();
  });

  it.each([
    ['a non-2xx answer', () => Promise.resolve({ ok: false })],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('on %s shows the exact failure text and keeps the vote and the comment in the open form', async (_, answer) => {
    const { section, up, down, form, comment, status, type } = setup(vi.fn(answer));
    down.click();
    type('Broken link in step 2');
    form.dispatch('submit');
    await flush();
    expect(status.textContent).toBe(FAILURE);
    expect(form.hidden).toBe(false);
    expect(pressed(up, down)).toEqual(['false', 'true']);
    expect(comment.value).toBe('Broken link in step 2');
    expect(section.getAttribute('data-state')).toBe('failed');
  });

  it('sends the kept vote and comment again on retry, then confirms', async () => {
    const fetch = vi.fn<FeedbackFetch>().mockResolvedValueOnce({ ok: false }).mockResolvedValueOnce({ ok: true });
    const { down, form, status, type } = setup(fetch);
    down.click();
    type('Retry me');
    form.dispatch('submit');
    await flush();
    form.dispatch('submit');
    await flush();
    expect(sentBody(fetch as ReturnType<typeof vi.fn>, 1)).toEqual(sentBody(fetch as ReturnType<typeof vi.fn>, 0));
    expect(status.textContent).toBe('Thanks for your feedback!');
  });

  it('sends once when Submit is pressed again while the first post is in flight', async () => {
    let answer: (value: { ok: boolean }) => void = () => {};
    const fetch = vi.fn(() => new Promise<{ ok: boolean }>((resolve) => (answer = resolve)));
    const { up, form } = setup(fetch);
    up.click();
    form.dispatch('submit');
    form.dispatch('submit');
    expect(fetch).toHaveBeenCalledTimes(1);
    answer({ ok: true });
    await flush();
  });

  it('closes the form on Cancel without sending, and unpresses the thumb', () => {
    const { doc, up, down, form, comment, cancel, status, type, fetch } = setup();
    up.click();
    type('never mind');
    cancel.focus();
    cancel.click();
    expect(fetch).not.toHaveBeenCalled();
    expect(form.hidden).toBe(true);
    expect(pressed(up, down)).toEqual(['false', 'false']);
    expect(comment.value).toBe('');
    expect(status.textContent).toBe('');
    expect(doc.activeElement).toBe(up);
  });

  it('throws a developer error when the page has a widget but no feedback config', () => {
    const doc = new FakeDocument();
    parseInto(doc, renderToStaticMarkup(createElement(FeedbackWidget)));
    const section = doc.querySelector('[data-feedback]') as unknown as HTMLElement;
    expect(() => mountFeedback(section, { ...PAGE, feedback: undefined }, { fetch: vi.fn() })).toThrow(/feedback config is missing/);
  });
});
