/** The build error shown over the page in watch mode, until the next good build removes it. */
const OVERLAY_ID = 'docsgen-error-overlay';

export function showBuildError(message: string | null): void {
  let overlay = document.getElementById(OVERLAY_ID);
  if (message === null) {
    overlay?.remove();
    return;
  }
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.id = OVERLAY_ID;
    overlay.setAttribute('role', 'alert');
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:99999;background:rgba(10,12,16,.92);color:#ffd7d7;font:14px/1.5 Menlo,Consolas,monospace;padding:32px;overflow:auto;white-space:pre-wrap';
    document.body.appendChild(overlay);
  }
  overlay.textContent = `docsgen: the build failed\n\n${message}`;
}
