import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_STYLESHEET_BYTES, stylesheetsFrom } from '@scripts/lib/stylesheet-inline.ts';
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
    css('large.css', `.a{color:red}${' '.repeat(MAX_STYLESHEET_BYTES)}`);
    writeFileSync(join(nextDir, 'secret.css'), '.secret{}', 'utf8');
  });
  afterAll(() => rmSync(nextDir, { recursive: true, force: true }));

  it("gives out the build's own stylesheet, absolute and data URLs included", () => {
    const read = stylesheetsFrom(nextDir);
    expect(read('/_next/static/chunks/site.css')).toContain('.b{background:url(/img/x.png)}');
  });

  it('keeps the link for what would change meaning or size inside a document', () => {
    const read = stylesheetsFrom(nextDir);
    for (const name of ['relative', 'quoted-relative', 'ends-style', 'large'])
      expect(read(`/_next/static/chunks/${name}.css`), name).toBeNull();
  });

  it('reads nothing outside the build’s static files, and no file it does not have', () => {
    const read = stylesheetsFrom(nextDir);
    for (const href of [
      '/_next/static/../secret.css',
      '/secret.css',
      'https://example.com/_next/static/chunks/site.css',
      '/_next/static/chunks/gone.css',
      '/_next/static/chunks/site.js',
    ])
      expect(read(href), href).toBeNull();
  });
});
