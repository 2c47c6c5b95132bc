import { describe, expect, it, vi } from 'vitest';
import { createTranslator, fillPlaceholders, type TranslationsBundle } from '../../../runtime/i18n.ts';
import { translations } from '../../../runtime/translations/index.ts';

const bundle: TranslationsBundle = {
  en: { settings: { mode: 'Mode', light: 'Light' }, copy: 'Copy' },
  fr: { settings: { mode: 'Mode (fr)' } },
};
const newLog = () => ({ warn: vi.fn(), error: vi.fn() });

describe('createTranslator', () => {
  it('resolves dotted keys in the language', () => {
    const log = newLog();
    const t = createTranslator(bundle, 'fr', log);
    expect(t('settings.mode')).toBe('Mode (fr)');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('falls back to English and warns once per key', () => {
    const log = newLog();
    const t = createTranslator(bundle, 'fr', log);
    expect(t('settings.light')).toBe('Light');
    expect(t('settings.light')).toBe('Light');
    expect(t('copy')).toBe('Copy');
    expect(log.warn.mock.calls).toEqual([['Missing translation for fr:settings.light'], ['Missing translation for fr:copy']]);
  });

  it('returns null when English lacks the key too', () => {
    const log = newLog();
    expect(createTranslator(bundle, 'fr', log)('settings.unknown')).toBeNull();
    expect(createTranslator(bundle, 'en', log)('settings.unknown')).toBeNull();
    expect(log.warn).toHaveBeenCalledWith('Missing translation for en:settings.unknown');
  });

  it('counts a group (object) value and prototype keys as missing', () => {
    const log = newLog();
    const t = createTranslator(bundle, 'en', log);
    expect(t('settings')).toBeNull();
    expect(t('constructor.name')).toBeNull();
    expect(t('copy.length')).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(3);
  });

  it('shows an ellipsis and logs one error for a language without translations', () => {
    const log = newLog();
    const t = createTranslator(bundle, 'de', log);
    expect(t('settings.mode')).toBe('…');
    expect(t('copy')).toBe('…');
    expect(log.error.mock.calls).toEqual([['Missing language: de.']]);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('logs through the console by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    createTranslator(bundle, 'fr')('copy');
    expect(warn).toHaveBeenCalledWith('Missing translation for fr:copy');
    warn.mockRestore();
  });
});

describe('English UI strings', () => {
  it('hold the shell labels under dotted namespaces', () => {
    const log = newLog();
    const t = createTranslator(translations, 'en', log);
    expect(t('settings.settings')).toBe('Settings');
    expect(t('settings.ltr')).toBe('Left to right');
    expect(t('settings.docsColors')).toBe('Documentation colors');
    expect(t('appFrame.toggleSettings')).toBe('Toggle settings drawer');
    expect(t('code.copyTheCode')).toBe('Copy the code');
    expect(t('feedback.submitFailed')).toBe("Couldn't submit feedback. Please try again later.");
    expect(t('appFrame.skipToContent')).toBe('Skip to content');
    expect(log.warn).not.toHaveBeenCalled();
  });
});

describe('fillPlaceholders', () => {
  it('fills each {name} with its value and leaves unknown names as written', () => {
    expect(fillPlaceholders('{count} results for {query}', { count: 3, query: 'chip' })).toBe('3 results for chip');
    expect(fillPlaceholders('ad by {poweredBy}', {})).toBe('ad by {poweredBy}');
  });

  it('inserts values literally, even ones that look like replacement patterns', () => {
    expect(fillPlaceholders('ad by {poweredBy}', { poweredBy: "$& $' Acme" })).toBe("ad by $& $' Acme");
  });
});
