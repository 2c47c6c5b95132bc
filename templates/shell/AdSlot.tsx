/** The ad slot under a docs page's description: an empty container the ads chunk fills, carrying its translated wording. */
import * as React from 'react';
import { adSlotAttributes } from '../../runtime/islands/ads/adSlotMarkup.ts';
import { adSlotTextAttributes } from '../../runtime/islands/ads/adSlotTexts.ts';
import { useTranslate } from './TranslationContext.tsx';

export function AdSlot() {
  const t = useTranslate();
  const texts = { tag: t('ads.tag'), poweredBy: t('ads.poweredBy'), adblockMessage: t('ads.adblockMessage') };
  return <div {...adSlotAttributes()} {...adSlotTextAttributes(texts)} />;
}
