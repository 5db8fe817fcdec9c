import type { Locale } from '../../schemas/index.ts';

export interface TranslationRow {
  _id: string;
  language?: string;
  title?: string;
}

export interface TranslationStatus {
  existing: Map<string, { id: string; title?: string; draftOnly: boolean }>;
  missing: Locale[];
}

/** Drafts and published copies of one page count once, by language. */
export function translationStatus(
  rows: readonly TranslationRow[],
  locales: readonly Locale[] = ['en', 'de', 'es', 'fr', 'is'],
): TranslationStatus {
  const existing = new Map<string, { id: string; title?: string; draftOnly: boolean }>();
  for (const row of rows) {
    if (!row.language) continue;
    const id = row._id.replace(/^drafts\./, '');
    const isDraft = row._id.startsWith('drafts.');
    const before = existing.get(row.language);
    existing.set(row.language, {
      id,
      title: before?.title ?? row.title,
      draftOnly: before ? before.draftOnly && isDraft : isDraft,
    });
  }
  return { existing, missing: locales.filter((locale) => !existing.has(locale)) };
}

const SYSTEM_FIELDS = new Set(['_id', '_rev', '_createdAt', '_updatedAt', '_type']);

/**
 * A draft copy in another language: same brand, translation key and content; the slug is kept
 * because translations often share it and the editor is asked to check it.
 */
export function copyForTranslation<T extends { _type: string }>(
  source: T,
  language: Locale,
  newId: string,
): { _id: string; _type: string; language: Locale } & Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) if (!SYSTEM_FIELDS.has(key)) fields[key] = value;
  return { ...fields, _id: `drafts.${newId}`, _type: source._type, language };
}
