import { resolveLocaleRedirect } from '@web/lib/content/locale-redirect.ts';
import type { RoutedPage } from '@web/lib/content/routing.ts';
import { describe, expect, it } from 'vitest';

const page = (
  id: string,
  language: RoutedPage['language'],
  path: string,
  key: string | null,
): RoutedPage => ({
  id,
  type: 'contentPage',
  language,
  path,
  updatedAt: null,
  translationKey: key,
});

const PAGES: RoutedPage[] = [
  page('faq.en', 'en', '/faq/', 'faq'),
  page('faq.de', 'de', '/de/haeufige-fragen/', 'faq'),
  page('lonely.en', 'en', '/only-english/', 'lonely'),
  page('nokey.en', 'en', '/no-key/', null),
];
const load = async () => PAGES;

describe('locale redirects', () => {
  it('sends an English content path to its translation', async () => {
    expect(await resolveLocaleRedirect('cars', '/faq/', '/de/faq/', load)).toEqual({
      kind: 'redirect',
      to: '/de/haeufige-fragen/',
    });
  });

  it('serves the English page where no translation exists, never a prefixed 404', async () => {
    expect(await resolveLocaleRedirect('cars', '/faq/', '/fr/faq/', load)).toEqual({ kind: 'stay' });
    expect(await resolveLocaleRedirect('cars', '/only-english/', '/is/only-english/', load)).toEqual({
      kind: 'stay',
    });
    expect(await resolveLocaleRedirect('cars', '/no-key/', '/de/no-key/', load)).toEqual({ kind: 'stay' });
    expect(await resolveLocaleRedirect('cars', '/unknown/', '/de/unknown/', load)).toEqual({ kind: 'stay' });
  });

  it('keeps the prefix redirect of fixed routes, which exist in every language', async () => {
    expect(await resolveLocaleRedirect('cars', '/book/vehicles/', '/de/book/vehicles/', load)).toBeNull();
    expect(await resolveLocaleRedirect('cars', '/', '/de/', load)).toBeNull();
  });

  it('leaves other redirects alone (/en/… to the unprefixed path)', async () => {
    expect(await resolveLocaleRedirect('cars', '/en/faq/', '/faq/', load)).toBeNull();
  });

  it('serves English when the page list cannot be read', async () => {
    const failing = async () => {
      throw new Error('lake down');
    };
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(await resolveLocaleRedirect('cars', '/faq/', '/de/faq/', failing)).toEqual({ kind: 'stay' });
    } finally {
      console.error = quiet;
    }
  });
});
