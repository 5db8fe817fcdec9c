import type { Locale } from '@domain';
import { localizePath } from '@web/lib/paths.ts';

/** The reservation overview, with what the action that sent the visitor there did (`?done=…`). */
export const overviewPath = (locale: Locale, query = '') =>
  `${localizePath('/reservation/', locale)}${query}`;

/** Where a visitor without a valid reservation session goes. */
export const findPath = (locale: Locale) => localizePath('/reservation/find/', locale);
