import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MAX_INLINE_BYTES,
  stylesheetsFrom,
  withoutInlinedStylePreloads,
} from '@scripts/lib/stylesheet-inline.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('stylesheets written into documents', () => {
  let nextDir: string;
  const css = (name: string, text: string) =>
    writeFileSync(join(nextDir, 'static', 'chunks', name), text, 'utf8');

  beforeAll(() => {
    nextDir = mkdtempSync(join(tmpdir(), 'stylesheet-inline-'));
    mkdirSync(join(nextDir, 'static', 'chunks'), { recursive: true });
    css('site.css', `.a{background:url("data:image/svg+xml,%3Csvg%3E")}.b{background:url(/img/x.png)}`);
    css('relative.css', '.a{background:url(../media/font.woff2)}');
    css('quoted-relative.css', ".a{background:url('media/x.png')}");
    css('ends-style.css', '.a::after{content:"</style><script>alert(1)</script>"}');
    css('large.css', `.a{color:red}${' '.repeat(MAX_INLINE_BYTES)}`);
    writeFileSync(join(nextDir, 'secret.css'), '.secret{}', 'utf8');
  });
  afterAll(() => rmSync(nextDir, { recursive: true, force: true }));

  it("gives out the build's own stylesheet, absolute and data URLs included", () => {
    const read = stylesheetsFrom(nextDir);
    expect(read('/_next/static/chunks/site.css')).toContain('.b{background:url(/img/x.png)}');
  });

  it('keeps the link for what would change meaning or size inside a document', () => {
    const read = stylesheetsFrom(nextDir);
    expect(read('/_next/static/chunks/relative.css')).toBeNull();
    expect(read('/_next/static/chunks/quoted-relative.css')).toBeNull();
    expect(read('/_next/static/chunks/ends-style.css')).toBeNull();
    expect(read('/_next/static/chunks/large.css')).toBeNull();
  });

  it('reads nothing outside the build’s static files, and no file it does not have', () => {
    const read = stylesheetsFrom(nextDir);
    expect(read('/_next/static/../secret.css')).toBeNull();
    expect(read('/secret.css')).toBeNull();
    expect(read('https://example.com/_next/static/chunks/site.css')).toBeNull();
    expect(read('/_next/static/chunks/gone.css')).toBeNull();
    expect(read('/_next/static/chunks/site.js')).toBeNull();
  });

  it("drops the inlined stylesheet's preload from a streamed page's Link header, and nothing else", () => {
    const read = stylesheetsFrom(nextDir);
    const header =
      '</_next/static/chunks/site.css>; rel=preload; as="style", ' +
      '</hero.jpg>; rel=preload; as="image"; fetchpriority="high", ' +
      '</_next/static/chunks/relative.css>; rel=preload; as="style"';
    expect(withoutInlinedStylePreloads(header, read)).toBe(
      '</hero.jpg>; rel=preload; as="image"; fetchpriority="high", ' +
        '</_next/static/chunks/relative.css>; rel=preload; as="style"',
    );
    expect(
      withoutInlinedStylePreloads('</_next/static/chunks/site.css>; rel=preload; as="style"', read),
    ).toBe('');
  });
});
