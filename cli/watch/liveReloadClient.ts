/**
 * The script open pages load in watch mode: reloads on a rebuild (keeping the scroll position) and shows build errors as
 * an overlay. The page names it with the id of the build that wrote the page (`client.js?build=N`), so a rebuild
 * that lands before its event stream connects is still noticed.
 */

export function liveReloadClient(eventsPath: string): string {
  return `const BUILD=Number(new URL(import.meta.url).searchParams.get('build'));const KEY='docsgen:scroll:'+location.pathname;
const saved=sessionStorage.getItem(KEY);if(saved!==null){sessionStorage.removeItem(KEY);requestAnimationFrame(()=>scrollTo(0,Number(saved)));}
function overlay(message){let el=document.getElementById('docsgen-error-overlay');if(!message){el&&el.remove();return;}
if(!el){el=document.createElement('div');el.id='docsgen-error-overlay';el.setAttribute('role','alert');
el.style.cssText='position:fixed;inset:0;z-index:99999;background:rgba(10,12,16,.92);color:#ffd7d7;font:14px/1.5 Menlo,Consolas,monospace;padding:32px;overflow:auto;white-space:pre-wrap';
document.body.appendChild(el);}el.textContent='docsgen: the build failed\\n\\n'+message;}
const events=new EventSource(${JSON.stringify(eventsPath)});
events.addEventListener('hello',(e)=>{const s=JSON.parse(e.data);overlay(s.ok?null:s.message);if(s.ok&&s.buildId!==BUILD){sessionStorage.setItem(KEY,String(scrollY));location.reload();}});
events.addEventListener('error',(e)=>{if(e.data)overlay(JSON.parse(e.data).message);});
events.addEventListener('reload',()=>{sessionStorage.setItem(KEY,String(scrollY));location.reload();});`;
}
