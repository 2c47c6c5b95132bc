/** The callout icons' outlines (24×24, stroked with `currentColor`): the Markdown callouts and the compat asides draw the same. */
// One path per icon keeps each copy in the page HTML to a couple of hundred bytes.
export const CALLOUT_ICON_PATHS = {
  note: 'M6 3h9l4 4v14H6zM9 12h7M9 16h5',
  info: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 11v5M12 8h.01',
  tip: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z',
  success: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M8 12l3 3l5-6',
  important: 'M4 4h16v12H9l-5 4zM12 7v4M12 14h.01',
  warning: 'M12 3L2 20h20zM12 9v5M12 17h.01',
  caution: 'M8 3h8l5 5v8l-5 5H8l-5-5V8zM12 8v5M12 16h.01',
  danger: 'M8 3h8l5 5v8l-5 5H8l-5-5V8zM9 9l6 6M15 9l-6 6',
} as const;

export type CalloutIconName = keyof typeof CALLOUT_ICON_PATHS;
