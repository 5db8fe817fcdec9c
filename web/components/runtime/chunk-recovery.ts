/**
 * Recovery from a failed JavaScript or CSS chunk load: after a deployment the
 * old build's chunks are gone, and a flaky network drops some. The page reloads fully, at most
 * once per 10 seconds for the same path (remembered in session storage); a second failure within
 * that window shows a localised error screen with a retry button instead of a reload loop.
 *
 * An inline script in the document head rather than a React component: it has to be listening
 * before any chunk loads, including the chunks React itself comes in.
 */

export const CHUNK_RELOAD_WINDOW_MS = 10_000;
export const CHUNK_RELOAD_KEY_PREFIX = 'vegur-chunk-reload:';

export interface ChunkErrorTexts {
  title: string;
  body: string;
  retry: string;
}

/** Messages and error names browsers and bundlers use for a chunk or module that did not load. */
export const CHUNK_ERROR_PATTERN =
  /ChunkLoadError|Loading (?:CSS )?chunk [^ ]+ failed|Failed to load chunk|dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object')
    return typeof error === 'string' && CHUNK_ERROR_PATTERN.test(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_ERROR_PATTERN.test(message));
}

/** JSON for an inline script: `<` escaped so no text can close the script element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The head script. It exposes `window.__vegurChunkFailed(error?)` for failures React catches
 * itself (the global error boundary), and listens for failed `/_next/` scripts and stylesheets
 * (error events do not bubble, hence the capture phase) and rejected dynamic imports.
 */
export function chunkRecoveryScript(texts: ChunkErrorTexts): string {
  return `(function(){var W=${CHUNK_RELOAD_WINDOW_MS},K=${scriptJson(CHUNK_RELOAD_KEY_PREFIX)},T=${scriptJson(texts)},P=${CHUNK_ERROR_PATTERN.toString()},shown=false,reloading=false;
function show(){if(shown)return;shown=true;var d=document,b=d.body;if(!b){d.addEventListener('DOMContentLoaded',function(){shown=false;show()});return}
var s=d.createElement('div');s.id='vegur-chunk-error';s.setAttribute('role','alertdialog');s.setAttribute('aria-modal','true');s.setAttribute('aria-labelledby','vegur-chunk-error-title');s.setAttribute('aria-describedby','vegur-chunk-error-body');
s.style.cssText='position:fixed;inset:0;z-index:2147483647;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1rem;padding:1.5rem;text-align:center;font-family:system-ui,sans-serif;background:var(--vg-colors-background,#fff);color:var(--vg-colors-text,#111)';
var h=d.createElement('h1');h.id='vegur-chunk-error-title';h.textContent=T.title;var p=d.createElement('p');p.id='vegur-chunk-error-body';p.textContent=T.body;
var r=d.createElement('button');r.type='button';r.textContent=T.retry;r.style.cssText='font:inherit;padding:.75rem 1.5rem;border:0;border-radius:.5rem;cursor:pointer;background:var(--vg-colors-primary,#0b5);color:var(--vg-colors-primaryContrast,#fff)';
r.onclick=function(){location.reload()};s.append(h,p,r);b.append(s);r.focus()}
function failed(){if(reloading)return;var k=K+location.pathname,now=Date.now(),last=0;try{last=Number(sessionStorage.getItem(k))||0}catch(e){}
if(now-last>W){try{sessionStorage.setItem(k,String(now))}catch(e){}reloading=true;location.reload()}else show()}
window.__vegurChunkFailed=failed;
addEventListener('error',function(e){var t=e.target,u=t&&(t.src||t.href);if(t&&(t.tagName==='SCRIPT'||t.tagName==='LINK'&&t.rel==='stylesheet')&&typeof u==='string'&&u.indexOf('/_next/')>=0)failed()},true);
addEventListener('unhandledrejection',function(e){var x=e.reason;if(x&&(x.name==='ChunkLoadError'||P.test(String(x.message||x))))failed()})})()`;
}

declare global {
  interface Window {
    /** Set by the head script above; absent if the page was served without it. */
    __vegurChunkFailed?: () => void;
  }
}
