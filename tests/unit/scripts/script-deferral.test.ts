import { DEFER_LOADER, ScriptDeferral } from '@scripts/lib/script-deferral.ts';
import { describe, expect, it } from 'vitest';

// The shape of a Next 16 document: preloads and async chunks in the head, the bootstrap chunk at
// the end of the body, the RSC payload inline (it names the chunks too, escaped, and must not move).
const DOCUMENT = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" fetchPriority="high" href="/hero.jpg"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<link rel="preload" href="/_next/static/chunks/late.js" as="script" fetchPriority="low"/>',
  '<link rel="manifest" href="/manifest.webmanifest"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script src="https://example.com/other.js" async=""></script>',
  '</head><body><main><p>Rent a car in Iceland</p></main>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="/_next/static/chunks/boot.js" async=""></script>',
  '<script>self.__next_f.push([1,":HL[\\"/_next/static/chunks/late.js\\",\\"script\\"]"])</script>',
  '</body></html>',
].join('');

const SITE_CSS = 'main{display:block}.hero{color:var(--vg-colors-primary)}';
const siteCss = (href: string) => (href === '/_next/static/chunks/site.css' ? SITE_CSS : null);

function rewriteWhole(html: string, stylesheet?: (href: string) => string | null): string {
  const deferral = new ScriptDeferral(stylesheet);
  return deferral.push(html) + deferral.flush();
}

describe('script deferral', () => {
  it("moves Next's chunks behind one loader, in their order, and leaves everything else", () => {
    const out = rewriteWhole(DOCUMENT);
    expect(out).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
    expect(out).not.toMatch(/<link rel="preload"[^>]*as="script"/);
    const calls = [...out.matchAll(/self\.(__defer\w+)\("([^"]+)"\)/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(calls).toEqual([
      '__deferPreload /_next/static/chunks/boot.js',
      '__deferPreload /_next/static/chunks/late.js',
      '__deferScript /_next/static/chunks/a.js',
      '__deferScript /_next/static/chunks/b.js',
      '__deferScript /_next/static/chunks/boot.js',
    ]);
    expect(out.split(DEFER_LOADER)).toHaveLength(2);
    expect(out.indexOf(DEFER_LOADER)).toBeLessThan(out.indexOf('self.__deferPreload('));
    // The manifest link leaves the document; React renders it again when it hydrates.
    expect(out).not.toContain('rel="manifest"');
    expect(out).toContain('<link rel="preload" as="image" fetchPriority="high" href="/hero.jpg"/>');
    expect(out).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
    );
    expect(out).toContain('<script src="https://example.com/other.js" async=""></script>');
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(out).toContain('\\"/_next/static/chunks/late.js\\"');
    expect(out).toContain('<p>Rent a car in Iceland</p>');
  });

  it('gives the same document however the stream was cut', () => {
    const whole = rewriteWhole(DOCUMENT);
    for (let cut = 1; cut < DOCUMENT.length; cut++) {
      const deferral = new ScriptDeferral();
      const out =
        deferral.push(DOCUMENT.slice(0, cut)) + deferral.push(DOCUMENT.slice(cut)) + deferral.flush();
      expect(out, `cut at ${cut}`).toBe(whole);
    }
  });

  it("writes Next's stylesheet into the document and keeps its link disabled, for React to find", () => {
    const out = rewriteWhole(DOCUMENT, siteCss);
    expect(out).toContain(
      `<style data-inlined-from="/_next/static/chunks/site.css" data-precedence="inlined">${SITE_CSS}</style>` +
        '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" disabled=""/>',
    );
    // No enabled link is left to block the first paint.
    expect(out).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
    // A stylesheet the reader does not give out stays a link.
    expect(rewriteWhole(DOCUMENT, () => null)).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
    );
  });

  it('inlines the stylesheet the same however the stream was cut', () => {
    const whole = rewriteWhole(DOCUMENT, siteCss);
    for (let cut = 1; cut < DOCUMENT.length; cut++) {
      const deferral = new ScriptDeferral(siteCss);
      const out =
        deferral.push(DOCUMENT.slice(0, cut)) + deferral.push(DOCUMENT.slice(cut)) + deferral.flush();
      expect(out, `cut at ${cut}`).toBe(whole);
    }
  });

  it('writes nothing when a document has no chunk to move', () => {
    const page = '<html><head></head><body><p>a &lt; b</p></body></html>';
    expect(rewriteWhole(page)).toBe(page);
  });
});
