/** The source file of the page being rendered, for Markdown components that resolve paths beside it (demos). */
import { createContext } from 'react';

export const PageFileContext = createContext<string | null>(null);
