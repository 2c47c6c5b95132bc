/**
 * Writes the index the Material Icons search demo loads on first use: one JSON file per theme under
 * content/pages/material-ui/material-icons/iconIndex/, each a list of [name, drawing] for every icon the installed
 * @mui/icons-material exports. Run after updating that package: `node bin/run-ts.mjs scripts/generateIconIndex.ts`
 * (a unit test fails while the index and the package disagree).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { encodeNodes, ICON_THEMES, splitIconName, type EncodedNode, type IconTheme } from './iconIndex/encodeIcon.ts';
import { iconExportNames, ICON_INDEX_DIR, iconIndexFile } from './iconIndex/iconFiles.ts';

const require = createRequire(import.meta.url);

interface IconComponent {
  type: { render(props: object, ref: null): { props: { children: unknown } } };
}

const byTheme = new Map<IconTheme, Array<[string, EncodedNode[]]>>(ICON_THEMES.map((theme) => [theme, []]));
for (const name of iconExportNames()) {
  const icon = (require(`@mui/icons-material/${name}`) as { default: IconComponent }).default;
  const { base, theme } = splitIconName(name);
  byTheme.get(theme)!.push([base, encodeNodes(icon.type.render({}, null).props.children)]);
}

fs.mkdirSync(ICON_INDEX_DIR, { recursive: true });
for (const [theme, icons] of byTheme) {
  icons.sort(([a], [b]) => a.localeCompare(b));
  fs.writeFileSync(iconIndexFile(theme), `${JSON.stringify(icons)}\n`);
  console.log(`${path.relative(process.cwd(), iconIndexFile(theme))}: ${icons.length} icons`);
}
