/** The listbox of hits: one option per hit (heading, product, page title, snippet, matches marked) and the active option. */
import type { SearchHit } from './searchEngine.ts';
import { highlightParts } from './snippet.ts';

const OPTION_ID_PREFIX = 'search-option-';

function span(className: string, text: string, terms: readonly string[]): HTMLSpanElement {
  const element = document.createElement('span');
  element.className = className;
  for (const part of highlightParts(text, terms)) {
    if (!part.match) element.append(part.text);
    else element.appendChild(document.createElement('mark')).textContent = part.text;
  }
  return element;
}

function option(hit: SearchHit, index: number): HTMLAnchorElement {
  // The option is the link itself: a link inside an option would nest one interactive element in another.
  const link = document.createElement('a');
  link.id = `${OPTION_ID_PREFIX}${index}`;
  link.className = 'search-hit';
  link.href = hit.href;
  link.setAttribute('role', 'option');
  link.setAttribute('aria-selected', 'false');
  link.dataset.index = String(index);
  // The input keeps focus (aria-activedescendant points here): Tab must not wander through twenty links.
  link.tabIndex = -1;
  const parts = [span('search-hit-heading', hit.heading, hit.terms)];
  if (hit.product) parts.push(span('search-hit-product', hit.product, []));
  if (hit.anchor !== null) parts.push(span('search-hit-title', hit.title, hit.terms));
  if (hit.snippet === null) {
    // The page's text is on its way: hold the line so the list does not jump when it arrives.
    const placeholder = span('search-hit-snippet', '\u00a0', []);
    placeholder.setAttribute('aria-hidden', 'true');
    parts.push(placeholder);
  } else if (hit.snippet) {
    parts.push(span('search-hit-snippet', hit.snippet, hit.terms));
  }
  // Spaces between the parts (the grid does not render them) keep the option's accessible name from running words together.
  parts.forEach((part, i) => link.append(...(i ? [' ', part] : [part])));
  return link;
}

/** The hits shown in the listbox, and which one is active for the keyboard. */
export class ResultList {
  private hits: SearchHit[] = [];
  private active = -1;

  constructor(
    private readonly listbox: HTMLElement,
    private readonly input: HTMLInputElement,
  ) {}

  /** Shows `hits`; `keepActive` keeps the active hit where it still is (a refresh of the same query), else the first is active. */
  render(hits: SearchHit[], keepActive: boolean): void {
    const activeHref = keepActive ? this.hits[this.active]?.href : undefined;
    this.hits = hits;
    this.active = -1;
    this.input.removeAttribute('aria-activedescendant');
    this.listbox.replaceChildren(...hits.map(option));
    this.input.setAttribute('aria-expanded', String(hits.length > 0));
    const kept = activeHref === undefined ? -1 : hits.findIndex((hit) => hit.href === activeHref);
    this.setActive(kept >= 0 ? kept : hits.length > 0 ? 0 : -1);
  }

  /** Makes hit `index` active (-1: none), scrolling it into view unless the pointer chose it (it is under the pointer). */
  setActive(index: number, scroll = true): void {
    if (index === this.active) return;
    const previous = this.listbox.children[this.active];
    previous?.setAttribute('aria-selected', 'false');
    this.active = index;
    const current = this.listbox.children[index];
    if (!current) {
      this.input.removeAttribute('aria-activedescendant');
      return;
    }
    current.setAttribute('aria-selected', 'true');
    this.input.setAttribute('aria-activedescendant', current.id);
    if (scroll) current.scrollIntoView({ block: 'nearest' });
  }

  /** Moves the active hit by `step`, wrapping around the ends. */
  move(step: 1 | -1): void {
    const count = this.hits.length;
    if (count === 0) return;
    this.setActive(this.active < 0 ? (step > 0 ? 0 : count - 1) : (this.active + step + count) % count);
  }

  /** The link of the active hit, or null. */
  activeLink(): HTMLAnchorElement | null {
    return (this.listbox.children[this.active] as HTMLAnchorElement | undefined) ?? null;
  }

  /** The index of the hit an element belongs to, or -1. */
  indexOf(target: EventTarget | null): number {
    const item = (target as Element | null)?.closest?.<HTMLElement>('[role="option"]');
    return item && this.listbox.contains(item) ? Number(item.dataset.index) : -1;
  }
}
