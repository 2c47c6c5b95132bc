/** English UI strings of the docs shell; the fallback for every other language, so it holds every key. */
import type { TranslationTree } from '../i18n.ts';

export const en = {
  appFrame: {
    skipToContent: 'Skip to content',
    toggleSettings: 'Toggle settings drawer',
    openDrawer: 'Open main navigation',
    github: 'GitHub repository',
  },
  settings: {
    settings: 'Settings',
    close: 'Close settings',
    mode: 'Mode',
    light: 'Light',
    system: 'System',
    dark: 'Dark',
    direction: 'Direction',
    ltr: 'Left to right',
    rtl: 'Right to left',
    language: 'Language',
    color: 'Colors',
    editDocsColors: 'Edit documentation colors',
  },
  code: {
    copyTheCode: 'Copy the code',
    copy: 'Copy',
    copied: 'Copied',
    or: 'or',
  },
  page: {
    editPage: 'Edit this page',
    contents: 'Contents',
    previousPage: 'Previous page',
    nextPage: 'Next page',
  },
  feedback: {
    question: 'Was this page helpful?',
    yes: 'Yes',
    no: 'No',
    helpful: 'Yes, this page was helpful',
    notHelpful: 'No, this page was not helpful',
    commentLabel: 'Comment (optional)',
    cancel: 'Cancel',
    submit: 'Submit',
    thanks: 'Thanks for your feedback!',
    submitFailed: "Couldn't submit feedback. Please try again later.",
  },
  search: {
    button: 'Search…',
    placeholder: 'Search documentation',
    shortcutHint: 'Press / to search',
    noResults: 'No results for',
    close: 'Close search',
  },
} as const satisfies TranslationTree;
