/** Types of selfBundle.mjs, which stays plain JavaScript so the bin script can run it before any loader exists. */
export declare const SELF_ENTRIES: { cli: string; renderWorker: string; buildThread: string };
export declare function selfBundles(): Promise<{ cli: string; renderWorker: string; buildThread: string } | null>;
