/** Prefixes root-relative URLs with the base path, for sites served below the host root. */

/** `href="/x"` → `href="/base/x"` (and src, action, CSS url(/…), import("/…")); a base of `/` changes nothing. */
export function applyBase(text: string, base: string): string {
  if (base === '/' || base === '') return text;
  const prefix = base.replace(/\/$/, '');
  return text
    .replace(/(\s(?:href|src|action|content)=")\/(?!\/)/g, `$1${prefix}/`)
    .replace(/url\((["']?)\/(?!\/)/g, `url($1${prefix}/`)
    .replace(/(from|import\()\s*"\/(?!\/)/g, `$1"${prefix}/`);
}
