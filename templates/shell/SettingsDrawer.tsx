/** The settings drawer (hidden until opened from the header): mode, direction, language and documentation colours. */
import * as React from 'react';
import CloseIcon from '@mui/icons-material/Close';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import FormatTextdirectionLToRIcon from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToLIcon from '@mui/icons-material/FormatTextdirectionRToL';
import { PRIMARY_PRESETS, SECONDARY_PRESETS, type ColorPreset } from '../../runtime/theme/paletteColors.ts';

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
  return (
    <div className="settings-swatches" role="group" aria-label={role === 'primary' ? 'Primary color' : 'Secondary color'}>
      {presets.map((preset) => (
        <button
          key={preset.name}
          type="button"
          className="settings-swatch"
          data-setting={`color-${role}`}
          data-hue={preset.hue}
          data-saturation={preset.saturation}
          aria-pressed="false"
          aria-label={preset.name}
          title={preset.name}
          style={{ background: `hsl(${preset.hue}, ${preset.saturation}%, 45%)` }}
        />
      ))}
    </div>
  );
}

export function SettingsDrawer({ languages }: { languages: string[] }) {
  return (
    <div className="settings-drawer" id="settings-drawer" role="dialog" aria-modal="true" aria-labelledby="settings-title" hidden>
      <div className="settings-backdrop" data-settings-close />
      <div className="settings-panel">
        <div className="settings-header">
          <h2 id="settings-title">Settings</h2>
          <button type="button" className="icon-button" data-settings-close aria-label="Close settings">
            <CloseIcon fontSize="small" />
          </button>
        </div>
        <h3 className="settings-heading" id="settings-mode">Mode</h3>
        <div className="settings-group" role="group" aria-labelledby="settings-mode">
          <ToggleButton group="mode" value="light" icon={<LightModeIcon fontSize="small" />} label="Light" />
          <ToggleButton group="mode" value="system" icon={<SettingsBrightnessIcon fontSize="small" />} label="System" />
          <ToggleButton group="mode" value="dark" icon={<DarkModeIcon fontSize="small" />} label="Dark" />
        </div>
        <h3 className="settings-heading" id="settings-direction">Direction</h3>
        <div className="settings-group" role="group" aria-labelledby="settings-direction">
          <ToggleButton group="direction" value="ltr" icon={<FormatTextdirectionLToRIcon fontSize="small" />} label="Left to right" />
          <ToggleButton group="direction" value="rtl" icon={<FormatTextdirectionRToLIcon fontSize="small" />} label="Right to left" />
        </div>
        <h3 className="settings-heading" id="settings-language">Language</h3>
        <div className="settings-group" role="group" aria-labelledby="settings-language">
          {languages.map((lang) => (
            <button key={lang} type="button" className="settings-toggle" data-setting="language" data-value={lang} aria-pressed={lang === 'en' ? 'true' : 'false'} lang={lang}>
              {LANGUAGE_NAMES[lang] ?? lang}
            </button>
          ))}
        </div>
        <h3 className="settings-heading" id="settings-colors">Documentation colors</h3>
        <p className="settings-caption">Primary</p>
        <Swatches role="primary" presets={PRIMARY_PRESETS} />
        <p className="settings-caption">Secondary</p>
        <Swatches role="secondary" presets={SECONDARY_PRESETS} />
        <button type="button" className="settings-reset" data-setting="reset-colors">
          Reset colors
        </button>
      </div>
    </div>
  );
}
