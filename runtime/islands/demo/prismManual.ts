/** Imported before Prism: tells it not to re-highlight the page's code blocks on load (the build highlighted them). */
(globalThis as { Prism?: { manual: boolean } }).Prism = { manual: true };
