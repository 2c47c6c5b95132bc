/** Runs a callback when the reader heads for an element (pointer over it, focus in it, a touch): the moment to fetch the code its click will need. */
export function onIntent(selector: string, callback: (element: Element) => void): void {
  const handle = (event: Event) => {
    const element = (event.target as Element).closest?.(selector);
    if (element) callback(element);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, handle, { passive: true });
}
