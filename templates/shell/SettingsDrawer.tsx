/** The settings drawer (hidden until opened from the header): mode, direction, language and documentation colours. */
import * as React from 'react';
import CloseIcon from '@mui/icons-material/Close';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import FormatTextdirectionLToRIcon from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToLIcon from '@mui/icons-material/FormatTextdirectionRToL';
import { PRIMARY_PRESETS, SECONDARY_PRESETS, type ColorPreset } from '../../runtime/theme/paletteColors.ts';
import { useTranslate } from './TranslationContext.tsx';

/** Each language is named in itself, not translated: a reader looks for their own language's name. */
const LANGUAGE_NAMES: Record<string, string> = { en: 'English', zh: '中文' };

function ToggleButton({ group, value, icon, label }: { group: string; value: string; icon: React.ReactNode; label: string }) {
  return (
    <button type="button" className="settings-toggle" data-setting={group} data-value={value} aria-pressed="false">
      {icon}
      {label}
    </button>
  );
}

function Swatches({ role, presets }: { role: 'primary' | 'secondary'; presets: ColorPreset[] }) {
  const t = useTranslate();
  return (
    <div className="settings-swatches" role="group" aria-label={t(role === 'primary' ? 'settings.primaryColor' : 'settings.secondaryColor')}>
      {presets.map((preset) => (
        <button
          key={preset.name}
          type="button"
          className="settings-swatch"
          data-setting={`color-${role}`}
          data-hue={preset.hue}
          data-saturation={preset.saturation}
          aria-pressed="false"
          aria-label={t(`settings.colorNames.${preset.name}`)}
          title={t(`settings.colorNames.${preset.name}`)}
          style={{ background: `hsl(${preset.hue}, ${preset.saturation}%, 45%)` }}
        />
      ))}
    </div>
  );
}

/** The drawer for pages in `language`, which is the one shown as chosen. */
export interface SettingsDrawerProps {
  languages: string[];
  language: string;
}

export function SettingsDrawer({ languages, language }: SettingsDrawerProps) {
  const t = useTranslate();
  return (
    <div className="settings-drawer" id="settings-drawer" role="dialog" aria-modal="true" aria-labelledby="settings-title" hidden>
      <div className="settings-backdrop" data-settings-close />
      <div className="settings-panel">
        <div className="settings-header">
          <h2 id="settings-title">{t('settings.settings')}</h2>
          <button type="button" className="icon-button" data-settings-close aria-label={t('settings.close')}>
            <CloseIcon fontSize="small" />
          </button>
        </div>
        <h3 className="settings-heading" id="settings-mode">{t('settings.mode')}</h3>
        <div className="settings-group" role="group" aria-labelledby="settings-mode">
          <ToggleButton group="mode" value="light" icon={<LightModeIcon fontSize="small" />} label={t('settings.light')} />
          <ToggleButton group="mode" value="system" icon={<SettingsBrightnessIcon fontSize="small" />} label={t('settings.system')} />
          <ToggleButton group="mode" value="dark" icon={<DarkModeIcon fontSize="small" />} label={t('settings.dark')} />
        </div>
        <h3 className="settings-heading" id="settings-direction">{t('settings.direction')}</h3>
        <div className="settings-group" role="group" aria-labelledby="settings-direction">
          <ToggleButton group="direction" value="ltr" icon={<FormatTextdirectionLToRIcon fontSize="small" />} label={t('settings.ltr')} />
          <ToggleButton group="direction" value="rtl" icon={<FormatTextdirectionRToLIcon fontSize="small" />} label={t('settings.rtl')} />
        </div>
        <h3 className="settings-heading" id="settings-language">{t('settings.language')}</h3>
        <div className="settings-group" role="group" aria-labelledby="settings-language">
          {languages.map((lang) => (
            <button key={lang} type="button" className="settings-toggle" data-setting="language" data-value={lang} aria-pressed={lang === language ? 'true' : 'false'} lang={lang}>
              {LANGUAGE_NAMES[lang] ?? lang}
            </button>
          ))}
        </div>
        <h3 className="settings-heading" id="settings-colors">{t('settings.docsColors')}</h3>
        <p className="settings-caption">{t('settings.primary')}</p>
        <Swatches role="primary" presets={PRIMARY_PRESETS} />
        <p className="settings-caption">{t('settings.secondary')}</p>
        <Swatches role="secondary" presets={SECONDARY_PRESETS} />
        <button type="button" className="settings-reset" data-setting="reset-colors">
          {t('settings.resetColors')}
        </button>
      </div>
    </div>
  );
}
