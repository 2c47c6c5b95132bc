/** The data attributes an MDX island's element carries from the server render to the browser. */
export const MDX_ISLAND = 'mdx';

/** `data-*` names (as `dataset` keys) of an MDX island's element. */
export const MDX_ISLAND_DATA = {
  /** The component's props as JSON. */
  props: 'props',
  /** The `identifierPrefix` of its React root, so `useId` gives the same ids on both sides and differs between islands. */
  idPrefix: 'idPrefix',
} as const;
