import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createUiTranslator } from '../../../../runtime/translations/index.ts';
import { en } from '../../../../runtime/translations/en.ts';
import { AppHeader } from '../../../../templates/shell/AppHeader.tsx';
import { SettingsDrawer } from '../../../../templates/shell/SettingsDrawer.tsx';
import { SiteFooter } from '../../../../templates/shell/SiteFooter.tsx';
import { TranslationProvider } from '../../../../templates/shell/TranslationContext.tsx';

/** A French bundle that translates only two strings of the settings drawer. */
const bundle = { en, fr: { settings: { settings: 'Réglages', light: 'Clair' } } };
const newLog = () => ({ warn: vi.fn(), error: vi.fn() });

// Emotion inlines <style> tags (for the icons) when no cache collects them; they are not part of the markup under test.
const withoutStyles = (html: string) => html.replace(/<style[^>]*>.*?<\/style>/gs, '');

/** Renders the settings drawer twice in `language` with one translator, as the build renders it for several products. */
function renderSettingsTwice(language: string, log = newLog()) {
  const t = createUiTranslator(language, { bundle, log });
  const render = () =>
    withoutStyles(
      renderToStaticMarkup(
        <TranslationProvider value={t}>
          <SettingsDrawer languages={['en', 'fr']} language={language} />
        </TranslationProvider>,
      ),
    );
  return { first: render(), second: render(), log };
}

describe('the shell in a language whose bundle lacks keys', () => {
  it('shows the translated strings and English for the rest', () => {
    const { first, second } = renderSettingsTwice('fr');
    expect(first).toContain('<h2 id="settings-title">Réglages</h2>');
    expect(first).toMatch(/data-value="light"[^>]*>.*?Clair<\/button>/);
    expect(first).toMatch(/data-value="ltr"[^>]*>.*?Left to right<\/button>/);
    expect(first).toContain('aria-label="Close settings"');
    expect(second).toBe(first);
  });

  it('warns once per missing key, however often the key is rendered', () => {
    const { log } = renderSettingsTwice('fr');
    const warnings = log.warn.mock.calls.map(([message]) => message);
    expect(warnings).toContain('Missing translation for fr:settings.ltr');
    expect(warnings).toContain('Missing translation for fr:settings.colorNames.Purple');
    expect(warnings).not.toContain('Missing translation for fr:settings.settings');
    expect(new Set(warnings).size).toBe(warnings.length);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('marks the page language as the chosen one', () => {
    const { first } = renderSettingsTwice('fr');
    expect(first).toMatch(/data-value="fr" aria-pressed="true"/);
    expect(first).toMatch(/data-value="en" aria-pressed="false"/);
  });
});

describe('the shell in a language without a bundle', () => {
  it('shows an ellipsis for every string and logs one error', () => {
    const { first, log } = renderSettingsTwice('de');
    expect(first).toContain('<h2 id="settings-title">…</h2>');
    expect(first).toContain('aria-label="…"');
    expect(first).not.toMatch(/>(Settings|Mode|Light|Left to right)</);
    expect(log.error.mock.calls).toEqual([['Missing language: de.']]);
    expect(log.warn).not.toHaveBeenCalled();
  });
});

describe('the shell without a provider', () => {
  it('speaks English, the default language, with placeholders filled', () => {
    const header = withoutStyles(renderToStaticMarkup(<AppHeader siteTitle="MUI" productName="Material UI" productHref="/material-ui/" versions={[]} hasNav />));
    expect(header).toContain('aria-label="Toggle settings drawer"');
    expect(header).toContain('title="Settings"');
    expect(header).toContain('aria-label="MUI home"');
    expect(header).toContain('aria-label="Open main navigation"');
    expect(renderToStaticMarkup(<SiteFooter siteTitle="MUI" links={[]} />)).toContain('<span>MUI documentation, built with docsgen.</span>');
  });
});
