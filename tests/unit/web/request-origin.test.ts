import {
  forwardedClient,
  forwardedHttps,
  requestHost,
  sameOriginPath,
  securityHeaders,
} from '@web/lib/request-origin.ts';
import { describe, expect, it } from 'vitest';

const headers = (values: Record<string, string>) => new Headers(values);
const ORIGIN = 'http://localhost:3000';

// `/api/draft-mode/disable?redirect=/%5Cevil.example` went to evil.example.
describe('sameOriginPath', () => {
  it.each([
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\\\\evil.example',
    '//evil.example',
    '/\\/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '',
  ])('refuses %j', (target) => {
    expect(sameOriginPath(target, ORIGIN)).toBe('/');
  });

  it('keeps paths on the site, with their query and hash', () => {
    expect(sameOriginPath('/de/fahrzeuge/?a=1#top', ORIGIN)).toBe('/de/fahrzeuge/?a=1#top');
    expect(sameOriginPath('/', ORIGIN)).toBe('/');
    expect(sameOriginPath(null, ORIGIN)).toBe('/');
  });
});

// Finding 7: the brand followed X-Forwarded-Host from anyone.
describe('requestHost', () => {
  const h = headers({
    host: 'localhost:3000',
    'x-forwarded-host': 'lease.localhost',
    'x-forwarded-proto': 'https',
  });
  it('ignores forwarding headers unless TRUST_PROXY is on', () => {
    expect(requestHost(h, false)).toBe('localhost:3000');
    expect(forwardedHttps(h, false)).toBe(false);
  });
  it('follows the first forwarded host behind a trusted proxy', () => {
    expect(requestHost(h, true)).toBe('lease.localhost');
    expect(requestHost(headers({ host: 'a', 'x-forwarded-host': 'b.example, c.example' }), true)).toBe(
      'b.example',
    );
    expect(forwardedHttps(h, true)).toBe(true);
  });
});

// Finding 13.
describe('forwardedClient', () => {
  it('is the entry our proxy appended, and nothing without TRUST_PROXY', () => {
    const h = headers({ 'x-forwarded-for': '10.0.0.1, 203.0.113.7' });
    expect(forwardedClient(h, true)).toBe('203.0.113.7');
    expect(forwardedClient(h, false)).toBeNull();
    expect(forwardedClient(headers({}), true)).toBeNull();
  });
});

describe('securityHeaders', () => {
  it('lets only the site itself and the Studio frame pages, and stops sniffing', () => {
    const set = securityHeaders('http://localhost:3335/cars');
    expect(set['content-security-policy']).toContain("frame-ancestors 'self' http://localhost:3335;");
    expect(set['x-content-type-options']).toBe('nosniff');
    expect(set['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(securityHeaders(undefined)['content-security-policy']).toContain("frame-ancestors 'self';");
  });

  it('also lets further Studio origins frame pages (the Studio on the lake HTTPS origin)', () => {
    const csp = securityHeaders('http://localhost:3335/', [
      'https://local.localhost:3334/',
      ' ',
      'not a url',
    ])['content-security-policy'];
    expect(csp).toContain("frame-ancestors 'self' http://localhost:3335 https://local.localhost:3334;");
  });
});
