import type { Locale } from '@domain';
import type en from '../messages/en.json';

export type Messages = typeof en;

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('../messages/en.json'),
  de: () => import('../messages/de.json'),
  es: () => import('../messages/es.json'),
  fr: () => import('../messages/fr.json'),
  is: () => import('../messages/is.json'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default;
}
