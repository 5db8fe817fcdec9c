/** The language cookie next-intl's proxy reads; client code imports it from here, not from next-intl. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
