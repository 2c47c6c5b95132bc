/** Highlights source in the browser for the live editor's overlay, with the same Prism token classes as the build. */
import './prismManual.ts';
import Prism from 'prismjs';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';
import type { CodeVariant } from '../../codePreferences.ts';

/** HTML of `source` highlighted as TSX or JSX; a trailing newline keeps the overlay as tall as the text area. */
export function highlightSource(source: string, language: CodeVariant): string {
  const grammar = language === 'TS' ? Prism.languages.tsx : Prism.languages.jsx;
  return `${Prism.highlight(source, grammar, language === 'TS' ? 'tsx' : 'jsx')}\n`;
}
