/** The API reference data extracted from a package's TypeScript declarations, as cached on disk. */
import type { ComponentApi, HookApi } from '../../templates/api/apiRecord.ts';

// The records are the API page's data, so they are declared beside it; the extraction code names them from here.
export type { ApiRecord, ComponentApi, CssClassApi, HookApi, InheritedComponent, PropApi, SlotApi, TypeText } from '../../templates/api/apiRecord.ts';

/**
 * Version of the cached shape (`PackageApi` and the records of templates/api/apiRecord.ts). Bump it whenever extraction
 * output changes shape or meaning, so caches written by an older docsgen are regenerated instead of being misread.
 */
export const API_SCHEMA_VERSION = 6;

/** Everything extracted from one installed package. */
export interface PackageApi {
  schemaVersion: number;
  packageName: string;
  version: string;
  /** Sorted by name. */
  components: ComponentApi[];
  /** Sorted by name. */
  hooks: HookApi[];
}
