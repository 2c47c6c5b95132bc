/**
 * Just enough DOM for the feedback glue in the node environment: parses the server markup React renders, supports
 * tag and `[attr]` / `[attr="value"]` selectors, focus, and events that bubble to the ancestors' listeners.
 */

type Listener = (event: FakeEvent) => void;

export interface FakeEvent {
  type: string;
  target: FakeElement;
  defaultPrevented: boolean;
  preventDefault(): void;
  key?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

export class FakeElement {
  readonly attributes = new Map<string, string>();
  readonly children: FakeElement[] = [];
  parent: FakeElement | null = null;
  textContent = '';
  value = '';
  readOnly = false;
  private readonly listeners = new Map<string, { listener: Listener; once: boolean }[]>();

  constructor(
    readonly ownerDocument: FakeDocument,
    readonly tagName: string,
  ) {}

  get hidden(): boolean {
    return this.attributes.has('hidden');
  }

  set hidden(value: boolean) {
    if (value) this.attributes.set('hidden', '');
    else this.attributes.delete('hidden');
  }

  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }

  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }

  matches(selector: string): boolean {
    const attribute = /^\[([\w-]+)(?:="([^"]*)")?\]$/.exec(selector);
    if (!attribute) return this.tagName === selector;
    return attribute[2] === undefined ? this.attributes.has(attribute[1]) : this.attributes.get(attribute[1]) === attribute[2];
  }

  closest(selector: string): FakeElement | null {
    for (let node: FakeElement | null = this; node; node = node.parent) if (node.matches(selector)) return node;
    return null;
  }

  contains(other: unknown): boolean {
    for (let node = other as FakeElement | null; node; node = node.parent) if (node === this) return true;
    return false;
  }

  querySelectorAll(selector: string): FakeElement[] {
    return this.children.flatMap((child) => [...(child.matches(selector) ? [child] : []), ...child.querySelectorAll(selector)]);
  }

  querySelector(selector: string): FakeElement | null {
    return this.querySelectorAll(selector)[0] ?? null;
  }

  addEventListener(type: string, listener: Listener, options?: { once?: boolean }): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), { listener, once: options?.once ?? false }]);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, (this.listeners.get(type) ?? []).filter((entry) => entry.listener !== listener));
  }

  listenerCount(type: string): number {
    return this.listeners.get(type)?.length ?? 0;
  }

  /** Runs this element's listeners for `type`, then its ancestors'; returns the event. */
  dispatch(type: string, init: Partial<FakeEvent> = {}): FakeEvent {
    const event: FakeEvent = {
      type,
      target: this,
      defaultPrevented: false,
      preventDefault() {
        event.defaultPrevented = true;
      },
      ...init,
    };
    for (let node: FakeElement | null = this; node; node = node.parent) {
      for (const entry of node.listeners.get(type) ?? []) {
        if (entry.once) node.removeEventListener(type, entry.listener);
        entry.listener(event);
      }
    }
    return event;
  }

  click(): void {
    this.dispatch('click');
  }

  focus(): void {
    this.ownerDocument.activeElement = this;
  }
}

export class FakeDocument {
  readonly body = new FakeElement(this, 'body');
  activeElement: FakeElement | null = this.body;

  querySelector(selector: string): FakeElement | null {
    return this.body.querySelector(selector);
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]);
const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link']);

/** Parses well-formed markup as renderToStaticMarkup writes it into `doc.body`; returns the body. */
export function parseInto(doc: FakeDocument, html: string): FakeElement {
  const stack = [doc.body];
  for (const [, closing, tag, attributes, text] of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>|([^<]+)/g)) {
    const current = stack[stack.length - 1];
    if (text !== undefined) {
      current.textContent += decode(text);
      if (current.tagName === 'textarea') current.value = current.textContent;
    } else if (closing) {
      stack.pop();
    } else {
      const element = new FakeElement(doc, tag.toLowerCase());
      for (const [, name, value] of attributes.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)) element.setAttribute(name, decode(value ?? ''));
      element.parent = current;
      current.children.push(element);
      if (!VOID.has(element.tagName)) stack.push(element);
    }
  }
  return doc.body;
}
