import { DEFAULT_LOCALE, isLocale, TIME_ZONE } from '@domain';
import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from './messages.ts';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: await loadMessages(locale), timeZone: TIME_ZONE };
});
