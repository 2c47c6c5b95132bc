/** CSS of the settings drawer: anchored on the inline end, 310 px wide (360 px from `sm`). */
import { BREAKPOINTS } from '../../runtime/constants.ts';

export const settingsCss = /* css */ `
.settings-drawer[hidden] { display: none; }
.settings-drawer { position: fixed; inset: 0; z-index: 1400; }
.settings-backdrop { position: absolute; inset: 0; background: rgba(0 0 0 / 0.35); }
.settings-panel { position: absolute; top: 0; bottom: 0; inset-inline-end: 0; width: 310px; overflow-y: auto; padding: 16px 20px 32px;
  background: var(--mui-palette-background-paper); border-start-start-radius: 10px; border-end-start-radius: 10px; box-shadow: var(--mui-shadows-16);
  animation: settings-in 180ms ease-out; }
@media (min-width: ${BREAKPOINTS.sm}px) { .settings-panel { width: 360px; } }
@keyframes settings-in { from { transform: translateX(30px); opacity: 0; } }
[dir="rtl"] .settings-panel { animation-name: settings-in-rtl; }
@keyframes settings-in-rtl { from { transform: translateX(-30px); opacity: 0; } }
@media (prefers-reduced-motion: reduce) { .settings-panel { animation: none; } }
.settings-header { display: flex; align-items: center; justify-content: space-between; margin-bottom: 8px; }
.settings-header h2 { margin: 0; font-size: 1.125rem; font-weight: 700; }
.settings-heading { margin: 20px 0 8px; font-size: 0.75rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: var(--mui-palette-text-secondary); }
.settings-group { display: flex; width: 100%; }
.settings-toggle { flex: 1; display: inline-flex; align-items: center; justify-content: center; gap: 6px; padding: 8px 6px; cursor: pointer; font: inherit; font-size: 0.8125rem; font-weight: 600;
  color: var(--mui-palette-text-secondary); background: transparent; border: 1px solid var(--mui-palette-divider); margin-inline-start: -1px; }
.settings-toggle:first-child { border-start-start-radius: 10px; border-end-start-radius: 10px; margin-inline-start: 0; }
.settings-toggle:last-child { border-start-end-radius: 10px; border-end-end-radius: 10px; }
.settings-toggle[aria-pressed="true"] { color: var(--docs-accent-text); background: rgba(var(--mui-palette-primary-mainChannel) / 0.1); border-color: rgba(var(--mui-palette-primary-mainChannel) / 0.5); position: relative; }
.settings-toggle:focus-visible, .settings-swatch:focus-visible, .settings-reset:focus-visible { outline: 2px solid var(--mui-palette-primary-main); outline-offset: 2px; }
.settings-caption { margin: 8px 0 6px; font-size: 0.8125rem; color: var(--mui-palette-text-secondary); }
.settings-swatches { display: flex; flex-wrap: wrap; gap: 8px; }
.settings-swatch { width: 28px; height: 28px; border-radius: 50%; cursor: pointer; border: 2px solid var(--mui-palette-background-paper); box-shadow: 0 0 0 1px var(--mui-palette-divider); }
.settings-swatch[aria-pressed="true"] { box-shadow: 0 0 0 2px var(--mui-palette-text-primary); }
.settings-reset { margin-top: 16px; padding: 6px 12px; border-radius: 10px; cursor: pointer; font: inherit; font-size: 0.8125rem; font-weight: 600;
  border: 1px solid var(--mui-palette-divider); background: transparent; color: var(--mui-palette-primary-main); }

.density-controls { margin: 0 0 28px; padding: 16px 20px; border-radius: 12px; border: 1px solid var(--mui-palette-divider); background: var(--mui-palette-background-paper); }
.density-controls-title { margin: 0 0 4px; font-size: 1.0625rem; }
.density-controls-hint { margin: 0 0 12px; font-size: 0.875rem; color: var(--mui-palette-text-secondary); }
.density-controls-row { display: flex; flex-wrap: wrap; align-items: center; gap: 10px; margin-top: 8px; font-size: 0.875rem; }
.density-switch, .density-button { display: inline-flex; align-items: center; gap: 8px; padding: 4px 10px; cursor: pointer; font: inherit; font-weight: 600;
  border-radius: 10px; border: 1px solid var(--mui-palette-divider); background: transparent; color: var(--mui-palette-text-primary); }
.density-switch-track { width: 30px; height: 16px; border-radius: 8px; background: var(--mui-palette-grey-300); position: relative; transition: background 120ms; }
.density-switch-track::after { content: ""; position: absolute; top: 2px; inset-inline-start: 2px; width: 12px; height: 12px; border-radius: 50%; background: #fff; transition: inset-inline-start 120ms; }
.density-switch[aria-checked="true"] .density-switch-track { background: var(--mui-palette-primary-main); }
.density-switch[aria-checked="true"] .density-switch-track::after { inset-inline-start: 16px; }
.density-switch:focus-visible, .density-button:focus-visible { outline: 2px solid var(--mui-palette-primary-main); outline-offset: 2px; }
.density-spacing { min-width: 3ch; text-align: center; font-weight: 700; }
`;
