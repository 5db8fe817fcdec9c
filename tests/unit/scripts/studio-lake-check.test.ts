import { addLakeCheck, LAKE_CHECK_SCRIPT, studioApiOrigin } from '@scripts/lib/studio-lake-check.ts';
import { describe, expect, it } from 'vitest';

const BUILT = `<!doctype html><html><head><script src="https://core.sanity-cdn.com/bridge.js" async type="module" data-sanity-core></script></head><body><div id="sanity"></div><script src="/static/sanity-CySZonUC.js" type="module"></script><noscript>x</noscript></body></html>`;

describe('the Studio’s lake check', () => {
  it('probes the host the Studio client really calls (project id in front of the API host)', () => {
    expect(studioApiOrigin('https://localhost:3334', 'local')).toBe('https://local.localhost:3334');
    expect(studioApiOrigin('https://localhost:3234/', 'local')).toBe('https://local.localhost:3234');
  });

  it('replaces the entry module tag by the check, which then loads that entry', () => {
    const html = addLakeCheck(BUILT, { apiOrigin: 'https://local.localhost:3334' });
    expect(html).toContain(
      '<script src="/lake-check.js" data-entry="/static/sanity-CySZonUC.js" data-lake="https://local.localhost:3334"></script>',
    );
    expect(html).not.toContain('<script src="/static/sanity-CySZonUC.js" type="module">');
    // Everything else stays, including Sanity's own bridge script.
    expect(html).toContain('data-sanity-core');
    expect(html).toContain('<div id="sanity"></div>');
  });

  it('leaves a document without the expected entry tag alone (the Studio then loads as before)', () => {
    const other = BUILT.replace(
      'type="module"></script><noscript>',
      'type="module" defer></script><noscript>',
    );
    expect(addLakeCheck(other, { apiOrigin: 'https://local.localhost:3334' })).toBe(other);
  });

  it('is valid browser JavaScript (it is shipped as written, not compiled)', () => {
    // Parsing only: Function compiles the body without running it.
    expect(() => new Function(LAKE_CHECK_SCRIPT)).not.toThrow();
  });
});
