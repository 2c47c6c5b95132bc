/**
 * The icon of a site that brings none (no product logo, no `public/favicon.ico` or `favicon.svg`): an open book in the
 * theme's primary blue, so the tab has an icon and the browser never asks for a `/favicon.ico` that is not there.
 */
export const DEFAULT_FAVICON_URL = '/favicon.svg';

export const DEFAULT_FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">' +
  '<rect width="32" height="32" rx="7" fill="#0073E6"/>' +
  '<path fill="#fff" d="M7 9.5c3.2-.9 6.2-.5 8.2 1.2v13.1c-2-1.5-5-1.9-8.2-1.1zm18 0c-3.2-.9-6.2-.5-8.2 1.2v13.1c2-1.5 5-1.9 8.2-1.1z"/>' +
  '</svg>\n';
