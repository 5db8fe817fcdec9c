import type { Template } from 'sanity';
import {
  documentTypes,
  LOCALIZED_SINGLETON_TYPES,
  PAGE_TYPES,
  SINGLETON_TYPES,
  TENANT_SINGLETON_TYPES,
  type Tenant,
} from '../schemas/index.ts';

/** Template id for a brand-and-language scoped new document of `type`. */
export const scopedTemplateId = (type: string) => `${type}-scoped`;

/** Types every document of which belongs to one brand; their default templates are replaced. */
export const TENANT_SCOPED_TYPES: readonly string[] = [
  ...PAGE_TYPES,
  ...TENANT_SINGLETON_TYPES,
  ...LOCALIZED_SINGLETON_TYPES,
  'location',
  'promotionTemplate',
];

const TITLES = new Map(documentTypes.map((type) => [type.name, type.title ?? type.name]));

const LANGUAGE_SCOPED: ReadonlySet<string> = new Set([...PAGE_TYPES, ...LOCALIZED_SINGLETON_TYPES]);

/**
 * Within a brand's workspace new documents get the brand (and the language of the list they
 * were created from) filled in, and pages get a fresh translation key.
 */
export function scopedTemplates(tenant: Tenant): Template[] {
  return TENANT_SCOPED_TYPES.map((type) => {
    const language = LANGUAGE_SCOPED.has(type);
    return {
      id: scopedTemplateId(type),
      title: TITLES.get(type) ?? type,
      schemaType: type,
      parameters: language ? [{ name: 'language', type: 'string' }] : [],
      value: (params: { language?: string } = {}) => ({
        tenant,
        ...(language ? { language: params.language ?? 'en' } : {}),
        ...((PAGE_TYPES as readonly string[]).includes(type) ? { translationKey: crypto.randomUUID() } : {}),
      }),
    };
  });
}

export function isSingletonType(type: string): boolean {
  return SINGLETON_TYPES.includes(type);
}
