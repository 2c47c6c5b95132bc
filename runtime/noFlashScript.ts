/** The inline script at the top of <body>: applies the stored mode, direction and colours before first paint, so no page ever flashes the wrong theme. */
import { DEMO_SPACING_PROPERTY } from './theme/demoSpacing.ts';
import { DENSITY_STORAGE_KEY } from './theme/densityState.ts';
import { WEB_FONTS_STORAGE_KEY, WEB_FONTS_STYLE_ID } from './shell/webFonts.ts';
import { COLOR_SCHEME_ATTRIBUTE, DIRECTION_STORAGE_KEY, META_THEME_COLOR, MODE_STORAGE_KEY } from './constants.ts';

/**
 * Kept as plain ES5-safe source: it runs before any module, blocking the parser, so it must be tiny and must never throw.
 * It sets the colour-scheme attribute on <html>, the mode class and dir on <body>, every meta theme-color,
 * the code variant and styling (URL hash, then cookie) so demos show the reader's language and styling from the first paint,
 * the demos' spacing unit from the stored density, and the web font's faces once its files are cached.
 */
export const noFlashScript = `(function(){try{var d=document,h=d.documentElement,b=d.body,s=localStorage,m=s.getItem(${JSON.stringify(MODE_STORAGE_KEY)});
if(m!=='light'&&m!=='dark')m='system';
var c=m==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):m;
h.setAttribute(${JSON.stringify(COLOR_SCHEME_ATTRIBUTE)},c);h.setAttribute('data-joy-color-scheme',c);h.style.colorScheme=c;
b.classList.remove('mode-light','mode-dark');b.classList.add('mode-'+c);
var r=s.getItem(${JSON.stringify(DIRECTION_STORAGE_KEY)});if(r==='rtl'||r==='ltr'){h.dir=r;b.dir=r;}
var H=location.hash,v=/\\.js$/.test(H)?'JS':/\\.tsx$/.test(H)?'TS':(d.cookie.match(/(?:^|; )codeVariant=(JS|TS)/)||[])[1];if(v)h.setAttribute('data-code-variant',v);
var g=/\\.(js|tsx)$/.test(H)?(/tailwind-/.test(H)?'Tailwind':/css-/.test(H)?'CSS':/system-/.test(H)?'MUI System':''):'';
if(!g)g=((d.cookie.match(/(?:^|; )codeStyling=(MUI(?:%20| )System|Tailwind|CSS)(?:;|$)/)||[])[1]||'').replace('%20',' ');if(g)h.setAttribute('data-code-styling',g);
if(/(?:^|; )paletteColors=./.test(d.cookie)){var p=s.getItem('mui-palette-css');if(p){var y=d.createElement('style');y.id='docsgen-palette';y.textContent=p;d.head.appendChild(y);}}
var t=c==='dark'?${JSON.stringify(META_THEME_COLOR.dark)}:${JSON.stringify(META_THEME_COLOR.light)};
d.querySelectorAll('meta[name="theme-color"]').forEach(function(e){e.setAttribute('content',t)});
if(s.getItem(${JSON.stringify(WEB_FONTS_STORAGE_KEY)})){var w=d.getElementById(${JSON.stringify(WEB_FONTS_STYLE_ID)});if(w)w.media='all';}
var n=JSON.parse(s.getItem(${JSON.stringify(DENSITY_STORAGE_KEY)})||'null');if(n&&n.spacing>0)h.style.setProperty(${JSON.stringify(DEMO_SPACING_PROPERTY)},n.spacing+'px');
}catch(e){}})();`.replace(/\n/g, '');
