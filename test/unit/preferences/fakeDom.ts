/** Just enough DOM for the code-copy glue in the node test environment: class/tag selectors, attributes, delegated events. */

type Listener = (event: Record<string, unknown>) => void;

export class FakeElement {
  readonly attributes = new Map<string, string>();
  readonly children: FakeElement[] = [];
  parent: FakeElement | null = null;

  constructor(
    readonly ownerDocument: FakeDocument,
    readonly tagName: string,
    readonly classes: string[] = [],
    public textContent = '',
  ) {}

  append(...children: FakeElement[]): this {
    for (const child of children) {
      child.parent = this;
      this.children.push(child);
    }
    return this;
  }

  matches(selector: string): boolean {
    return selector.startsWith('.') ? this.classes.includes(selector.slice(1)) : this.tagName === selector;
  }

  closest(selector: string): FakeElement | null {
    for (let node: FakeElement | null = this; node; node = node.parent) if (node.matches(selector)) return node;
    return null;
  }

  querySelectorAll(selector: string): FakeElement[] {
    return this.children.flatMap((child) => [...(child.matches(selector) ? [child] : []), ...child.querySelectorAll(selector)]);
  }

  querySelector(selector: string): FakeElement | null {
    return this.querySelectorAll(selector)[0] ?? null;
  }

  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }

  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }

  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }

  click(): void {
    this.ownerDocument.dispatch('click', { target: this });
  }
}

export class FakeDocument {
  readonly body = new FakeElement(this, 'body');
  selectionText = '';
  private readonly listeners = new Map<string, Set<Listener>>();

  addEventListener(type: string, listener: Listener): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  dispatch(type: string, event: Record<string, unknown>): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event);
  }

  listenerCount(): number {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }

  querySelectorAll(selector: string): FakeElement[] {
    return this.body.querySelectorAll(selector);
  }

  getSelection(): { toString(): string } {
    return { toString: () => this.selectionText };
  }
}

/** Builds the markup the Markdown renderer emits for one fenced code block. */
export function codeBlock(doc: FakeDocument, code: string): { root: FakeElement; button: FakeElement; hint: FakeElement } {
  const hint = new FakeElement(doc, 'span', ['MuiCode-copyKeypress'], ' (or Ctrl + C)');
  const button = new FakeElement(doc, 'button', ['MuiCode-copy']).append(
    new FakeElement(doc, 'span', ['MuiCode-copy-label'], 'Copy'),
    new FakeElement(doc, 'span', ['MuiCode-copied-label'], 'Copied'),
    hint,
  );
  button.setAttribute('aria-label', 'Copy the code');
  button.setAttribute('data-ga-event-action', 'copy-click');
  const root = new FakeElement(doc, 'div', ['MuiCode-root']).append(new FakeElement(doc, 'pre', [], code), button);
  doc.body.append(root);
  return { root, button, hint };
}
