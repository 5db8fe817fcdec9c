/**
 * Moves the download of Next's scripts behind the page's first contentful paint.
 *
 * Next writes every chunk of a page into its HTML as `<script src async>` (and a few as
 * `<link rel="preload" as="script">`), so they download while the document and its stylesheet do
 * and run as soon as they arrive, interrupting the parser before the first paint. A phone on a
 * slow network pays for that download before it sees the page (Lighthouse's simulation charges
 * every script that arrived before the paint to FCP and LCP), and a busy main thread at that
 * moment is when Chrome's paint holding keeps the first frame back for a second (docs/performance.md).
 * The site renders on the server and works without JavaScript, so the first paint needs none of it.
 *
 * Lighthouse mobile, cars, interleaved with the hello-world baseline in one run (2026-11-27, CPU
 * benchmark 1,060–1,960, 3 rounds; baseline LCP 686–1,456 ms), scripts alone: LCP Vehicles step
 * 1,330–2,626 → 1,070–1,245 ms, content page 2,461–2,554 → 1,203–1,243 ms, home 2,061–2,641 →
 * 1,427–1,537 ms; first paints held for a second 7 of 9 → 1 of 9. With the manifest and tab icon
 * after the paint too, `npm run perf` (5 rounds) gave LCP = FCP = 911–992 ms on the content page,
 * the vehicle page and the step (docs/performance.md). The cost: hydration starts after the first
 * paint instead of with it. Lazy images near the first screen wait for the same paint
 * (`LAZY_IMAGES_HELD`).
 *
 * The tags become calls to a loader written once into the head: it fetches the scripts when the
 * browser reports the first contentful paint, at the visitor's first pointer or key press if that
 * comes earlier, after 5 s at the latest (a page whose content stays transparent never reports
 * one), and at once where the browser cannot report paints or the page is framed: the Studio's
 * Presentation tool frames the site behind an overlay until the site's scripts connect to it, so
 * there the paint would wait for the scripts and the scripts for the paint. Scripts stay `async`,
 * so the order they run in is as free as before, and React finds them by `script[async][src]` as it
 * would have found Next's tags.
 */

import type { StylesheetText } from './stylesheet-inline.ts';

/** Only Next's own chunks move; other scripts (none today) keep their place. */
const CHUNK_PREFIX = '/_next/static/';

/**
 * Lazy images held back until the first paint, by a stylesheet the loader adopts (no element in
 * the document, so nothing for React to hydrate) and drops when it fetches the scripts. Chrome
 * starts a lazy image at the first layout when it lies within its load-in margin (1,250 px and
 * more below the screen), so the homes' blocks below the search hero (cars one image, campers
 * five) were fetched while the first frame waited to be shown, and Lighthouse charges every
 * request that finished before the largest paint to it: LCP − FCP was 75 ms on the cars home and
 * 225 ms on the campers home with their largest paint, text, in the first frame. Moved far above
 * the page, an image is outside every margin; `translate` moves no other box (no layout shift)
 * and the image's own box stays where it is, empty as it would be while loading. Only `display:
 * none` also stops the request, and it collapses the box.
 */
const LAZY_IMAGES_HELD = 'img[loading=lazy]{translate:0 -100000px}';

/**
 * The loader, written once into the document before the first deferred chunk. `__deferScript`
 * stands for Next's `<script async>`, `__deferPreload` for its script preloads; before the paint
 * both wait, after it (or when the loader runs at once) they do what the tags would have done, and
 * a chunk is asked for once. After the paint, scripts go before preloads, one element per task:
 * inserting a `<script src>` costs the main thread its request's set-up (2–30 ms each at
 * Lighthouse's 4× slowdown), and the twelve of a page in one loop made a 90 ms task right after
 * the first paint (cars content page, `tests/perf/load-profile.ts`, 2026-11-28). When the loader
 * runs at once there is no paint to keep clear: each tag is inserted where the parser meets it,
 * as Next's own tags would be, so every chunk is asked for before the document is parsed and
 * `load` waits for all of them, as before the deferral.
 */
export const DEFER_LOADER = `(function(){var q=[],seen={},go=0,busy=0,now=0,hold=0,d=document;function add(s){if(seen[s]===2)return;seen[s]=2;var e=document.createElement('script');e.src=s;e.async=true;document.head.appendChild(e)}function pre(s){if(seen[s])return;seen[s]=1;var e=document.createElement('link');e.rel='preload';e.as='script';e.href=s;e.fetchPriority='low';document.head.appendChild(e)}var later=self.MessageChannel?(function(){var c=new MessageChannel();c.port1.onmessage=step;return function(){c.port2.postMessage(0)}})():function(){setTimeout(step,0)};function step(){busy=0;if(!q.length)return;var i=0;while(i<q.length-1&&q[i][0]!==add)i++;var j=q.splice(q[i][0]===add?i:0,1)[0];j[0](j[1]);if(q.length){busy=1;later()}}function put(f,s){if(now){f(s);return}q.push([f,s]);if(go&&!busy)step()}function run(){if(go)return;go=1;if(hold){d.adoptedStyleSheets=d.adoptedStyleSheets.filter(function(x){return x!==hold});hold=0}step()}self.__deferScript=function(s){put(add,s)};self.__deferPreload=function(s){put(pre,s)};var P=self.PerformanceObserver;if(self!==top||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0){now=1;go=1;return}try{hold=new CSSStyleSheet();hold.replaceSync(${JSON.stringify(LAZY_IMAGES_HELD)});d.adoptedStyleSheets=d.adoptedStyleSheets.concat(hold)}catch(e){hold=0}setTimeout(run,5000);new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();run()}}).observe({type:'paint',buffered:true});['pointerdown','keydown','touchstart'].forEach(function(t){addEventListener(t,run,{once:true,capture:true,passive:true})})})()`;

const SCRIPT_TAG = /<script src="([^"]+)" async=""><\/script>/g;
const PRELOAD_TAG = /<link rel="preload"[^>]*>/g;
/**
 * The web app manifest is fetched by the browser as soon as it sees the link, before the first
 * paint, which does not need it. React renders the link again when it hydrates (it is in the RSC
 * payload), so the manifest comes with the scripts, after the paint. (The tab icon is written into
 * the page as a data URL for the same reason: web/lib/brand-icons.ts.)
 */
const AFTER_PAINT_LINK = /<link rel="manifest"[^>]*>/g;

/** Next's stylesheet links (React hoists them into the head with their precedence). */
const STYLESHEET_TAG = /<link rel="stylesheet" href="([^"]+)" data-precedence="([^"]+)"\/>/g;

function deferredCall(fn: '__deferScript' | '__deferPreload', src: string): string {
  return `<script>self.${fn}(${JSON.stringify(src)})</script>`;
}

/**
 * Rewrites a streamed HTML document chunk by chunk. A tag split across two chunks is held back
 * until the rest arrives, so the output is the same however the document was cut.
 */
export class ScriptDeferral {
  private carry = '';
  private loaderWritten = false;
  private readonly stylesheet: StylesheetText;

  /**
   * `stylesheet`: the text of a linked stylesheet to write into the document instead
   * (scripts/lib/stylesheet-inline.ts), or null to keep the link. Without it, links stay.
   */
  // A plain field, not a parameter property: Node runs this file by stripping types only.
  constructor(stylesheet: StylesheetText = () => null) {
    this.stylesheet = stylesheet;
  }

  push(chunk: string): string {
    const text = this.carry + chunk;
    // Hold back an unfinished tag at the end (a `<` with no `>` after it), and a script element
    // whose closing tag has not come yet: the rewrite needs both tags of a chunk's element.
    const open = text.lastIndexOf('<');
    const script = text.lastIndexOf('<script');
    const cut = Math.min(
      open > text.lastIndexOf('>') ? open : text.length,
      script > text.lastIndexOf('</script>') ? script : text.length,
    );
    this.carry = text.slice(cut);
    return this.rewrite(text.slice(0, cut));
  }

  flush(): string {
    const rest = this.rewrite(this.carry);
    this.carry = '';
    return rest;
  }

  private rewrite(html: string): string {
    // Most of a document (its markup and RSC payload) holds neither tag: a plain search is much
    // cheaper than three regular expressions over it (the rewrite was 2.8 % of the Vehicles
    // step's server time in a CPU profile).
    if (!html.includes('<script src="') && !html.includes('<link rel="')) return html;
    return html
      .replace(AFTER_PAINT_LINK, '')
      .replace(STYLESHEET_TAG, (tag, href: string, precedence: string) => {
        const css = this.stylesheet(href);
        if (css === null) return tag;
        // The rules in the document, so the first paint waits for no second request. The link
        // stays, disabled (never fetched, never applied), for React: it finds its stylesheet
        // resource by this selector when it hydrates and on later navigations, and inserts and
        // waits for a new one when it finds none. `data-precedence` makes React's hydration pass
        // over the <style> as a hoisted resource; without it React took it for the layout's own
        // <style> in the head, found other text and rendered the whole page again (error #418).
        return `<style data-inlined-from="${href}" data-precedence="inlined">${css}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`;
      })
      .replace(PRELOAD_TAG, (tag) => {
        const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
        if (!/\bas="script"/.test(tag) || !href?.startsWith(CHUNK_PREFIX)) return tag;
        return this.loader() + deferredCall('__deferPreload', href);
      })
      .replace(SCRIPT_TAG, (tag, src: string) =>
        src.startsWith(CHUNK_PREFIX) ? this.loader() + deferredCall('__deferScript', src) : tag,
      );
  }

  /** The loader's script the first time, then nothing. */
  private loader(): string {
    if (this.loaderWritten) return '';
    this.loaderWritten = true;
    return `<script>${DEFER_LOADER}</script>`;
  }
}
