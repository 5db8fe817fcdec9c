import { DEFAULT_LOCALE, LOCALES, type Locale } from '@domain';
import { localizePath } from './paths.ts';

/** Canonical and hreflang alternates for a path (relative URLs resolve against metadataBase). */
export function alternatesFor(path: string, locale: Locale) {
  const languages: Record<string, string> = {};
  for (const code of LOCALES) languages[code] = localizePath(path, code);
  languages['x-default'] = localizePath(path, DEFAULT_LOCALE);
  return { canonical: localizePath(path, locale), languages };
}
