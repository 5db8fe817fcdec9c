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
 * benchmark 1,060–1,960, 3 rounds; baseline LCP 686–1,456 ms): LCP Vehicles step 2,605–2,626 →
 * 1,070–1,245 ms, content page 2,461–2,554 → 1,203–1,243 ms, home 2,061–2,641 → 1,427–1,537 ms;
 * performance 93–99 → 98–100 (step), 94–95 → 99–100 (content page). First paints held for a second:
 * 6 of 9 → 1 of 9. The cost: hydration starts after the first paint instead of with it.
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

/** Only Next's own chunks move; other scripts (none today) keep their place. */
const CHUNK_PREFIX = '/_next/static/';

/** The loader, written once into the document before the first deferred script. */
export const DEFER_LOADER = `(function(){var q=[],go=0;function add(s){var e=document.createElement('script');e.src=s;e.async=true;document.head.appendChild(e)}function run(){if(go)return;go=1;for(var i=0;i<q.length;i++)add(q[i]);q=null}self.__deferScript=function(s){go?add(s):q.push(s)};var P=self.PerformanceObserver;if(self!==top||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0){run();return}setTimeout(run,5000);new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();run()}}).observe({type:'paint',buffered:true});['pointerdown','keydown','touchstart'].forEach(function(t){addEventListener(t,run,{once:true,capture:true,passive:true})})})()`;

const SCRIPT_TAG = /<script src="([^"]+)" async=""><\/script>/g;
const PRELOAD_TAG = /<link rel="preload"[^>]*>/g;

function deferredCall(src: string): string {
  return `<script>self.__deferScript(${JSON.stringify(src)})</script>`;
}

/**
 * Rewrites a streamed HTML document chunk by chunk. A tag split across two chunks is held back
 * until the rest arrives, so the output is the same however the document was cut.
 */
export class ScriptDeferral {
  private carry = '';
  private loaderWritten = false;

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
    return html
      .replace(PRELOAD_TAG, (tag) =>
        /\bas="script"/.test(tag) && tag.includes(`href="${CHUNK_PREFIX}`) ? '' : tag,
      )
      .replace(SCRIPT_TAG, (tag, src: string) => {
        if (!src.startsWith(CHUNK_PREFIX)) return tag;
        const loader = this.loaderWritten ? '' : `<script>${DEFER_LOADER}</script>`;
        this.loaderWritten = true;
        return loader + deferredCall(src);
      });
  }
}
