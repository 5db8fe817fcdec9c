// The locale module itself, not the @domain barrel: the region picker imports this in the browser.
import { DEFAULT_LOCALE, isLocale, type Locale } from '@domain/locale.ts';

/** `/book/vehicles/` in German is `/de/book/vehicles/`; English carries no prefix. */
export function localizePath(path: string, locale: Locale): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  return locale === DEFAULT_LOCALE ? normalized : `/${locale}${normalized === '/' ? '/' : normalized}`;
}

/** Splits a request path into its language and the path without prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const first = pathname.split('/')[1] ?? '';
  if (isLocale(first) && first !== DEFAULT_LOCALE) {
    const rest = pathname.slice(first.length + 1);
    return { locale: first, path: rest === '' ? '/' : rest };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}
