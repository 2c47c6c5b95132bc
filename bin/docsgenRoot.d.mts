/** Types of docsgenRoot.mjs, plain JavaScript so the bin scripts can use it before any loader exists. */
export declare const DOCSGEN_ROOT: string;
