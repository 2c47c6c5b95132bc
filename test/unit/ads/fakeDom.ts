/** Just enough DOM for mountAdSlot in the node environment: elements, attributes, simple selectors (tag, .class, #id, [attr]). */
import { adSlotTextAttributes } from '../../../runtime/islands/ads/adSlotTexts.ts';
import { en } from '../../../runtime/translations/en.ts';

type Child = FakeElement | string;

export class FakeElement {
  readonly attributes = new Map<string, string>();
  children: Child[] = [];
  parent: FakeElement | null = null;
  className = '';
  id = '';
  src = '';
  async = false;
  hidden = false;

  constructor(
    readonly ownerDocument: FakeDocument,
    readonly tagName: string,
  ) {}

  get textContent(): string {
    return this.children.map((child) => (typeof child === 'string' ? child : child.textContent)).join('');
  }

  get elements(): FakeElement[] {
    return this.children.filter((child): child is FakeElement => typeof child !== 'string');
  }

  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }

  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }

  append(...children: Child[]): void {
    for (const child of children) {
      if (typeof child !== 'string') {
        child.remove();
        child.parent = this;
      }
      this.children.push(child);
    }
  }

  remove(): void {
    if (this.parent) this.parent.children = this.parent.children.filter((child) => child !== this);
    this.parent = null;
  }

  matches(selector: string): boolean {
    return selector.split(',').some((part) => {
      const simple = part.trim();
      if (simple.startsWith('.')) return this.className.split(' ').includes(simple.slice(1));
      if (simple.startsWith('#')) return this.id === simple.slice(1);
      if (simple.startsWith('[')) return this.attributes.has(simple.slice(1, -1));
      return this.tagName === simple;
    });
  }

  querySelectorAll(selector: string): FakeElement[] {
    return this.elements.flatMap((child) => [...(child.matches(selector) ? [child] : []), ...child.querySelectorAll(selector)]);
  }

  querySelector(selector: string): FakeElement | null {
    return this.querySelectorAll(selector)[0] ?? null;
  }
}

export class FakeDocument {
  readonly body = new FakeElement(this, 'body');
  /** Tags whose creation throws, to simulate a rendering crash. */
  readonly failingTags = new Set<string>();

  createElement(tagName: string): FakeElement {
    if (this.failingTags.has(tagName)) throw new Error(`cannot create <${tagName}>`);
    return new FakeElement(this, tagName);
  }

  querySelector(selector: string): FakeElement | null {
    return this.body.querySelector(selector);
  }

  querySelectorAll(selector: string): FakeElement[] {
    return this.body.querySelectorAll(selector);
  }

  getElementById(id: string): FakeElement | null {
    return this.body.querySelectorAll(`#${id}`)[0] ?? null;
  }

  /** Adds an empty slot container with the English wording, as the server renders it. */
  addSlot(placement?: string): FakeElement {
    const container = this.createElement('div');
    container.setAttribute('data-ad-slot', '');
    if (placement) container.setAttribute('data-ad-placement', placement);
    container.setAttribute('data-ad-state', 'undecided');
    for (const [name, value] of Object.entries(adSlotTextAttributes(en.ads))) container.setAttribute(name, value);
    this.body.append(container);
    return container;
  }
}
