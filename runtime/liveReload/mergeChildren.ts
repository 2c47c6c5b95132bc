/**
 * A three-way merge of DOM children, for patching a rebuilt page into the open one: `base` is the server's HTML the
 * live page was made from, `next` the rebuilt server HTML, `live` the page as it is now (hydrated islands, chosen tabs,
 * inserted buttons). Only what changed from `base` to `next` is touched in `live`, so everything else keeps its state.
 */

/** A node's identity for matching: equal keys mean equal server markup. */
function keyOf(node: Node): string {
  if (node.nodeType === Node.ELEMENT_NODE) return (node as Element).outerHTML;
  return `${node.nodeType}:${node.nodeValue ?? ''}`;
}

/** Pairs of indexes (in `a`, in `b`) of a longest common subsequence of two key lists, in order. */
export function commonSubsequence(a: readonly string[], b: readonly string[]): [number, number][] {
  // An edit changes a few nodes among many: the equal ends match as they are, the table covers only the middle.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const rows = endA - start;
  const width = endB - start + 1;
  const lengths = new Uint32Array((rows + 1) * width);
  for (let i = rows - 1; i >= 0; i -= 1) {
    for (let j = width - 2; j >= 0; j -= 1) {
      lengths[i * width + j] =
        a[start + i] === b[start + j] ? lengths[(i + 1) * width + j + 1] + 1 : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
    }
  }
  const pairs: [number, number][] = [];
  for (let k = 0; k < start; k += 1) pairs.push([k, k]);
  for (let i = 0, j = 0; i < rows && j < width - 1; ) {
    if (a[start + i] === b[start + j]) {
      pairs.push([start + i, start + j]);
      i += 1;
      j += 1;
    } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) i += 1;
    else j += 1;
  }
  for (let k = 0; k < a.length - endA; k += 1) pairs.push([endA + k, endB + k]);
  return pairs;
}

/** Islands are owned by the code that hydrated them: one whose markup changed is replaced whole, never edited inside. */
const isIsland = (element: Element) => element.hasAttribute('data-island');

/** Sets on `live` the attributes that differ between `base` and `next`, leaving ones the page's scripts set alone. */
function mergeAttributes(live: Element, base: Element, next: Element): void {
  for (const { name } of Array.from(base.attributes)) if (!next.hasAttribute(name)) live.removeAttribute(name);
  for (const { name, value } of Array.from(next.attributes)) if (base.getAttribute(name) !== value) live.setAttribute(name, value);
}

/** Whether `base` changed into `next` in a way that can be merged in place (same element, not an island). */
function mergeable(base: Node, next: Node): boolean {
  if (base.nodeType !== next.nodeType) return false;
  if (base.nodeType === Node.TEXT_NODE) return true;
  if (base.nodeType !== Node.ELEMENT_NODE) return false;
  const [b, n] = [base as Element, next as Element];
  return b.tagName === n.tagName && !isIsland(b) && !isIsland(n);
}

/**
 * Brings `live`'s children from `base`'s to `next`'s. `adopt` makes a node of `next` into one of the live document;
 * every element inserted is added to `inserted` (the caller wires up what it holds: islands, code tabs).
 */
export function mergeChildren(live: Node, base: Node, next: Node, adopt: (node: Node) => Node, inserted: Element[]): void {
  const liveNodes = Array.from(live.childNodes);
  const baseNodes = Array.from(base.childNodes);
  const nextNodes = Array.from(next.childNodes);
  const insert = (node: Node, before: Node | null) => {
    const adopted = adopt(node);
    live.insertBefore(adopted, before);
    if (adopted.nodeType === Node.ELEMENT_NODE) inserted.push(adopted as Element);
  };
  if (liveNodes.length !== baseNodes.length) {
    // The page's scripts added or removed children here: no telling which live node stands for which server node.
    for (const node of liveNodes) live.removeChild(node);
    for (const node of nextNodes) insert(node, null);
    return;
  }
  const nextKeys = nextNodes.map(keyOf);
  const matches = commonSubsequence(baseNodes.map(keyOf), nextKeys);
  let b = 0;
  let n = 0;
  for (const [matchB, matchN] of [...matches, [baseNodes.length, nextNodes.length] as [number, number]]) {
    const anchor = liveNodes[matchB] ?? null;
    // Between two matches, changed nodes pair up in order: merged in place where they can be, replaced otherwise.
    for (; b < matchB && n < matchN; b += 1, n += 1) {
      const [liveNode, baseNode, nextNode] = [liveNodes[b], baseNodes[b], nextNodes[n]];
      if (!mergeable(baseNode, nextNode)) {
        insert(nextNode, liveNode);
        live.removeChild(liveNode);
      } else if (nextNode.nodeType === Node.TEXT_NODE) {
        liveNode.nodeValue = nextNode.nodeValue;
      } else {
        mergeAttributes(liveNode as Element, baseNode as Element, nextNode as Element);
        mergeChildren(liveNode, baseNode, nextNode, adopt, inserted);
      }
    }
    for (; b < matchB; b += 1) live.removeChild(liveNodes[b]);
    for (; n < matchN; n += 1) insert(nextNodes[n], anchor);
    b = matchB + 1;
    n = matchN + 1;
  }
}
