/**
 * The Emotion cache of every render, on the server and in the browser: the same key and stylis plugins give the same
 * class names and the same rules, so a hydrating demo inserts nothing that differs from the server's CSS.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import { directionalStyles } from './directionalStyles.ts';

export const EMOTION_KEY = 'css';

/** A plugin list replaces Emotion's built-in prefixer, so stylis's comes first. One array: Emotion memoises server rules per list. */
const STYLIS_PLUGINS = [prefixer, directionalStyles];

/** A fresh cache whose rules carry both text directions. */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY, stylisPlugins: STYLIS_PLUGINS });
}
