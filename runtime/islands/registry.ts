/** The islands the runtime knows, each loaded as its own code-split chunk on first need. */
export type MountIsland = (element: HTMLElement) => void | Promise<void>;

export const islandLoaders: Record<string, () => Promise<MountIsland>> = {};

