import { DEFAULT_LOCALE, LOCALES } from '@domain';
import { defineRouting } from 'next-intl/routing';

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './routing-constants.ts';

export { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE };

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  // English is served without a prefix; the other four under /de, /es, /fr, /is.
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
  // hreflang alternates are rendered in <head> from our own route table instead.
  alternateLinks: false,
});
