/** Documentation colours: preset hues for primary and secondary, turned into MUI CSS variables so the whole page recolours without re-rendering. */

export type PaletteRole = 'primary' | 'secondary';

/** The reader's choice, stored as JSON in the `paletteColors` cookie. */
export type PaletteColors = Partial<Record<PaletteRole, { hue: number; saturation: number }>>;

/** The presets' names; the settings drawer shows them translated (settings.colorNames). */
export type ColorName = 'Blue' | 'Indigo' | 'Purple' | 'Pink' | 'Red' | 'Orange' | 'Green' | 'Teal' | 'Grey';

export interface ColorPreset {
  name: ColorName;
  hue: number;
  saturation: number;
}

export const PRIMARY_PRESETS: ColorPreset[] = [
  { name: 'Blue', hue: 210, saturation: 100 },
  { name: 'Indigo', hue: 231, saturation: 60 },
  { name: 'Purple', hue: 270, saturation: 60 },
  { name: 'Pink', hue: 330, saturation: 70 },
  { name: 'Red', hue: 355, saturation: 75 },
  { name: 'Orange', hue: 25, saturation: 90 },
  { name: 'Green', hue: 144, saturation: 60 },
  { name: 'Teal', hue: 175, saturation: 70 },
];

export const SECONDARY_PRESETS: ColorPreset[] = [
  { name: 'Grey', hue: 215, saturation: 15 },
  { name: 'Purple', hue: 270, saturation: 60 },
  { name: 'Pink', hue: 330, saturation: 70 },
  { name: 'Orange', hue: 25, saturation: 90 },
  { name: 'Green', hue: 144, saturation: 60 },
];

export const PALETTE_COOKIE = 'paletteColors';
/** The computed CSS, kept beside the cookie so the no-flash script applies it without doing colour maths. */
export const PALETTE_CSS_STORAGE_KEY = 'mui-palette-css';

const STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
const LIGHTNESS = [96, 90, 80, 70, 60, 45, 42, 38, 30, 23];

/** `r g b` channels of an HSL colour, the form MUI's `*Channel` variables take. */
export function hslChannels(h: number, s: number, l: number): string {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)].map((v) => Math.round(v * 255)).join(' ');
}

function roleVariables(role: PaletteRole, { hue, saturation }: { hue: number; saturation: number }, mainStep: 4 | 5): string {
  const color = (i: number) => `hsl(${hue}, ${saturation}%, ${LIGHTNESS[i]}%)`;
  const channels = (i: number) => hslChannels(hue, saturation, LIGHTNESS[i]);
  const lines = STEPS.map((step, i) => `--mui-palette-${role}-${step}:${color(i)};`);
  lines.push(
    `--mui-palette-${role}-main:${color(mainStep)};--mui-palette-${role}-mainChannel:${channels(mainStep)};`,
    `--mui-palette-${role}-light:${color(3)};--mui-palette-${role}-lightChannel:${channels(3)};`,
    `--mui-palette-${role}-dark:${color(7)};--mui-palette-${role}-darkChannel:${channels(7)};`,
    `--mui-palette-${role}-contrastText:#fff;--mui-palette-${role}-contrastTextChannel:255 255 255;`,
  );
  return lines.join('');
}

/** CSS that recolours both schemes, the docs' and the demos'; empty when the reader kept the defaults. */
export function paletteCss(colors: PaletteColors): string {
  const roles = (Object.keys(colors) as PaletteRole[]).filter((role) => colors[role]);
  if (!roles.length) return '';
  const light = roles.map((role) => roleVariables(role, colors[role]!, 5)).join('');
  const dark = roles.map((role) => roleVariables(role, colors[role]!, 4)).join('');
  // Demo previews too: a Material demo's theme sets its own palette on its preview (materialDemoTheme.ts), as
  // specific as these selectors, which come later in the page and win.
  return `:root,[data-mui-color-scheme="light"],[data-mui-color-scheme="light"] .demo-preview{${light}}[data-mui-color-scheme="dark"],[data-mui-color-scheme="dark"] .demo-preview{${dark}}`;
}

/** Reads the cookie's JSON; anything malformed counts as no choice. */
export function parsePaletteColors(json: string | undefined): PaletteColors {
  if (!json) return {};
  try {
    const value = JSON.parse(json) as PaletteColors;
    const valid = (c: unknown): c is { hue: number; saturation: number } =>
      typeof c === 'object' && c !== null && typeof (c as { hue: unknown }).hue === 'number' && typeof (c as { saturation: unknown }).saturation === 'number';
    const out: PaletteColors = {};
    if (valid(value.primary)) out.primary = value.primary;
    if (valid(value.secondary)) out.secondary = value.secondary;
    return out;
  } catch {
    return {};
  }
}
