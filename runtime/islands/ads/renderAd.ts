/** Builds the slot's DOM: an ad link or the adblock message. Text goes in as text nodes only, since feed ads come from a third party. */
import { AD_IMAGE_HEIGHT, AD_IMAGE_WIDTH } from '../../constants.ts';
import type { Ad } from './ad.ts';
import type { AdLayout } from './adSlotMachine.ts';
import { poweredByText, type AdSlotTexts } from './adSlotTexts.ts';

function element(doc: Document, tag: string, className: string, ...children: (Node | string)[]): HTMLElement {
  const node = doc.createElement(tag);
  node.className = className;
  node.append(...children);
  return node;
}

/** Marks `root` for the document click listener, which sends `ad`/`click` with the slot label. */
export function setClickTracking(root: Element, label: string): void {
  root.setAttribute('data-ga-event-category', 'ad');
  root.setAttribute('data-ga-event-action', 'click');
  root.setAttribute('data-ga-event-label', label);
}

/** The `a.Ad-root` link for `ad`: image (image layout) or an "Ad" tag (inline layout), then name, description, "ad by …". */
export function renderAd(doc: Document, ad: Ad, layout: AdLayout, label: string, texts: AdSlotTexts): HTMLElement {
  const root = element(doc, 'a', `Ad-root Ad-${layout}`);
  root.setAttribute('href', ad.link);
  root.setAttribute('target', '_blank');
  // sponsored tells search engines the link is paid; noopener keeps the opened page away from this one.
  root.setAttribute('rel', 'noopener sponsored');
  root.setAttribute('data-ad-label', ad.label);
  setClickTracking(root, label);
  // Inline ads are a line of text: no image is created, so none is downloaded either.
  if (layout === 'image' && ad.img !== '') {
    const img = element(doc, 'img', 'Ad-img');
    img.setAttribute('src', ad.img);
    img.setAttribute('alt', '');
    img.setAttribute('width', String(AD_IMAGE_WIDTH));
    img.setAttribute('height', String(AD_IMAGE_HEIGHT));
    root.append(img);
  }
  const body = element(doc, 'span', 'Ad-body');
  if (layout === 'inline') body.append(element(doc, 'span', 'Ad-tag', texts.tag));
  body.append(
    element(doc, 'span', 'Ad-description', element(doc, 'strong', 'Ad-name', ad.name), ` – ${ad.description}`),
    element(doc, 'span', 'Ad-poweredby', poweredByText(texts, ad.poweredby)),
  );
  root.append(body);
  return root;
}

/** The small paper asking adblock readers to support the project. */
export function renderAdblockMessage(doc: Document, label: string, texts: AdSlotTexts): HTMLElement {
  const root = element(doc, 'div', 'Ad-root Ad-adblock', texts.adblockMessage);
  setClickTracking(root, label);
  return root;
}
