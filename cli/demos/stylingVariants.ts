/** Demos with styling variants: a folder `Name/` holding `system/index.tsx`, `tailwind/index.tsx` and/or `css/index.tsx`. */
import path from 'node:path';
import { CODE_STYLING_KEYS, type CodeStyling, type CodeStylingKey } from '../../runtime/codePreferences.ts';

export interface StylingVariantFile {
  styling: CodeStyling;
  key: CodeStylingKey;
  absFile: string;
}

/** The file each variant's folder must hold. */
export const VARIANT_ENTRY = 'index.tsx';

/** The entry file of each styling variant in a demo folder, in the switch's order; the first is shown when the reader's styling is missing. */
export function stylingVariantFiles(demoDir: string, isFile: (absPath: string) => boolean): StylingVariantFile[] {
  return (Object.entries(CODE_STYLING_KEYS) as [CodeStyling, CodeStylingKey][])
    .map(([styling, key]) => ({ styling, key, absFile: path.join(demoDir, key, VARIANT_ENTRY) }))
    .filter((variant) => isFile(variant.absFile));
}
