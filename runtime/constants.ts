/** Business constants of SPEC §9, named as the specification names them. One place, used by build and browser. */

export const AD_MARGIN_TOP = 3;
export const AD_MARGIN_BOTTOM = 3;
/** Minimum ad height from the small breakpoint up, in px. */
export const AD_HEIGHT = 126;
/** Minimum ad height below the small breakpoint, in px. */
export const AD_HEIGHT_MOBILE = 142;
export const AD_IMAGE_WIDTH = 130;
export const AD_IMAGE_HEIGHT = 100;
export const AD_INLINE_PROBABILITY = 0.2;
export const AD_FEED_RETRIES = 10;
export const AD_POLL_INTERVAL_MS = 500;
export const AD_POLL_MAX_ATTEMPTS = 30;
/** Adblock is assumed once more than this many polls found no network element. */
export const AD_ADBLOCK_AFTER_ATTEMPTS = 6;
export const AD_INHOUSE_ADBLOCK_MESSAGE_PROBABILITY = 0.2;
export const GA_ADS_DISPLAY_RATIO = 0.1;
export const AD_BANNER_DISPLAY_DELAY_MS = 2500;

export const COPY_CONFIRMATION_MS = 1200;
export const COPY_CONFIRMATION_INLINE_MS = 2000;

export const THEME_BORDER_RADIUS = 12;
export const THEME_SPACING_UNIT = 8;
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const CODE_PREFERENCE_COOKIE_MAX_AGE = 31536000;
export const WEB_VITALS_SAMPLING_THRESHOLD = 0.0001;

export const SUPPORTED_LANGUAGES = ['en'] as const;
/** Languages recognised when a path is parsed, though only the supported ones are built. */
export const RECOGNISED_LANGUAGES = ['en', 'zh'] as const;
export const DEFAULT_LANGUAGE = 'en';

/** Storage keys: the library's short name prefixes the mode and colour-scheme keys. */
export const STORAGE_PREFIX = 'mui';
export const MODE_STORAGE_KEY = `${STORAGE_PREFIX}-mode`;
export const COLOR_SCHEME_STORAGE_KEY = `${STORAGE_PREFIX}-color-scheme`;
export const COLOR_SCHEME_ATTRIBUTE = `data-${STORAGE_PREFIX}-color-scheme`;
export const DIRECTION_STORAGE_KEY = `${STORAGE_PREFIX}-direction`;

export const META_THEME_COLOR = { light: 'hsl(210, 100%, 42%)', dark: 'hsl(210, 14%, 7%)' } as const;

/** The longest feedback comment: the widget's text area stops there and the server refuses longer ones. */
export const FEEDBACK_MAX_COMMENT_CHARS = 2000;

/** The class of the element a demo renders in and of a full-page template's root: the Material demo theme's scope. */
export const DEMO_THEME_CLASS = 'demo-theme';
