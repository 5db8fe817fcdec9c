import { localizePath, splitLocale } from '@web/lib/paths.ts';
import { matchRoute, ROUTES } from '@web/lib/routes.ts';
import { describe, expect, it } from 'vitest';

describe('route table', () => {
  it('has every route of the spec, plus the contract and confirmation steps, each ending in a slash', () => {
    const paths = ROUTES.map((r) => r.path).filter(Boolean);
    // Lists 20 paths; it leaves the contract and confirmation steps' paths open.
    // The car inspection adds its pickup, return and report pages.
    expect(paths).toHaveLength(25);
    expect(paths).toEqual(expect.arrayContaining(['/book/contract/', '/book/confirmation/']));
    for (const path of paths) expect(path).toMatch(/\/$/);
  });

  it('runs no check on the booking error and signature pages', () => {
    expect(matchRoute('/book/error/').route.checks).toEqual([]);
    expect(matchRoute('/reservation/checkin/signature/').route.checks).toEqual([]);
  });

  it('requires a search on booking steps after Vehicles and a reservation session on reservation pages', () => {
    expect(matchRoute('/book/vehicles/').route.checks).toEqual(['session']);
    for (const step of ['options', 'details', 'contract', 'payment']) {
      expect(matchRoute(`/book/${step}/`).route.checks).toContain('booking-search');
    }
    // Once paid, the booking is a reservation: its session opens the confirmation.
    expect(matchRoute('/book/confirmation/').route.checks).toEqual(['session', 'reservation']);
    expect(matchRoute('/reservation/find/').route.checks).not.toContain('reservation');
    for (const path of [
      '/reservation/',
      '/reservation/edit/terms/',
      '/reservation/checkin/contract/',
      '/reservation/inspection/pickup/',
      '/reservation/inspection/report/',
    ]) {
      expect(matchRoute(path).route.checks).toContain('reservation');
    }
  });

  it('sends other paths to the content route, validating slugs', () => {
    expect(matchRoute('/about-us/team/')).toMatchObject({
      route: { id: 'content' },
      params: { slug: ['about-us', 'team'] },
    });
    expect(matchRoute('/book/unknown/')).toMatchObject({ params: { slug: ['book', 'unknown'] } });
    for (const bad of ['/Bad_Path!/', '/a b/', '/-leading/', `/${'x'.repeat(97)}/`, '/1/2/3/4/5/6/7/8/9/']) {
      expect(matchRoute(bad), bad).toHaveProperty('invalid', true);
    }
  });
});

describe('localised paths', () => {
  it('prefixes every language but English', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/', 'de')).toBe('/de/');
    expect(localizePath('/book/vehicles/', 'is')).toBe('/is/book/vehicles/');
  });

  it('splits a prefix off again', () => {
    expect(splitLocale('/fr/reservation/find/')).toEqual({ locale: 'fr', path: '/reservation/find/' });
    expect(splitLocale('/es/')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocale('/deutsch/')).toEqual({ locale: 'en', path: '/deutsch/' });
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' });
  });
});
