/** One CSS declaration as it reads right-to-left: cssjanus's mirroring, with what a stylesheet-wide tool cannot know about Emotion's output. */
import cssjanus from 'cssjanus';

/** Suffix of the mirrored twin of an Emotion keyframes: `animation-1x2y` → `animation-1x2y-rtl`. */
export const RTL_KEYFRAMES_SUFFIX = '-rtl';

const ANIMATION_PROPERTY = /^(?:-webkit-)?animation(?:-name)?$/;
/** Emotion names every keyframes `animation-<hash>`, so such a name in an animation value is one of Emotion's. */
const EMOTION_KEYFRAMES_NAME = /(?<![\w-])animation-[\w-]+/g;
const QUOTED_STRING = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g;
const STRING_PLACEHOLDER = /""/g;

/** Pages repeat the same few hundred declarations thousands of times, and cssjanus runs some thirty regular expressions on each. */
const flippedByDeclaration = new Map<string, string>();

/**
 * `declaration` as stylis holds it (`margin-left:8px;`) mirrored for right-to-left (`margin-right:8px;`); the same text
 * when direction does not matter to it. Custom properties stay: what they mean depends on where they are used, and a
 * renamed one would no longer match its `var()`. Quoted strings stay: they are text (content, font names, grid areas).
 * Emotion keyframes are referred to by their mirrored twin.
 */
export function flipDeclaration(declaration: string): string {
  let flipped = flippedByDeclaration.get(declaration);
  if (flipped === undefined) flippedByDeclaration.set(declaration, (flipped = mirror(declaration)));
  return flipped;
}

function mirror(declaration: string): string {
  if (declaration.startsWith('--')) return declaration;
  const strings: string[] = [];
  const masked = declaration.replace(QUOTED_STRING, (text) => {
    strings.push(text);
    return '""';
  });
  let flipped = cssjanus.transform(masked);
  const colon = flipped.indexOf(':');
  if (ANIMATION_PROPERTY.test(flipped.slice(0, colon))) {
    flipped = flipped.slice(0, colon) + flipped.slice(colon).replace(EMOTION_KEYFRAMES_NAME, `$&${RTL_KEYFRAMES_SUFFIX}`);
  }
  return flipped.replace(STRING_PLACEHOLDER, () => strings.shift()!);
}
