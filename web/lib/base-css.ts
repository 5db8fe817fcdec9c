/**
 * The site's few element-level rules, written into the <head> beside the brand's tokens
 * (`tenantThemeCss`) instead of a global stylesheet: a global file became a stylesheet request of
 * its own (628 bytes) next to the one that holds every CSS module (web/app/site-styles.ts), and
 * each request before the first paint costs a slow phone a round trip (docs/performance.md).
 */
export const BASE_CSS = [
  '*,*::before,*::after{box-sizing:border-box}',
  'html{-webkit-text-size-adjust:100%}',
  // The device's own sans-serif (web/lib/theme.ts): no font download.
  'body{margin:0;font-family:var(--vg-type-body);color:var(--vg-colors-text);background:var(--vg-colors-background);line-height:1.5}',
  // <main> takes focus only from code (skip link, a closed dialog without an opener).
  'main:focus{outline:none}',
  'main{min-height:50vh}',
  // Each brand's heading face, weight and tracking; the header and footer keep the shared face,
  // sizes stay with the components, which take them from the brand's scale (--vg-type-h1 …).
  'main h1,main h2,main h3{font-family:var(--vg-type-heading);font-weight:var(--vg-type-headingWeight);letter-spacing:var(--vg-type-headingTracking);line-height:var(--vg-type-headingLineHeight)}',
  // Text for screen readers only (labels a sighted visitor gets from the layout).
  '.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}',
  ':focus-visible{outline:3px solid var(--vg-colors-accent);outline-offset:2px}',
].join('');
