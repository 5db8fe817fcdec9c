import type { ComponentType } from 'react';
import type { ListItemBuilder, StructureBuilder, StructureResolver } from 'sanity/structure';
import { SANITY_API_VERSION } from '../domain/content-api.ts';
import {
  LOCALE_TITLES,
  LOCALES,
  type Locale,
  singletonId,
  TENANT_TITLES,
  type Tenant,
  type TenantSingletonType,
} from '../schemas/index.ts';
import { scopedTemplateId } from './templates.ts';

function iconOf(S: StructureBuilder, type: string): ComponentType | undefined {
  return S.context.schema.get(type)?.icon as ComponentType | undefined;
}

function titleOf(S: StructureBuilder, type: string): string {
  return S.context.schema.get(type)?.title ?? type;
}

/** Alphabetical by title where the type has a plain title, otherwise oldest first. */
function orderingField(S: StructureBuilder, type: string): string {
  const schemaType = S.context.schema.get(type);
  const fields =
    schemaType && 'fields' in schemaType
      ? (schemaType.fields as { name: string; type: { name: string } }[])
      : [];
  return fields.some((field) => field.name === 'title' && field.type.name === 'string')
    ? 'title'
    : '_createdAt';
}

/** Singletons open as one document with a fixed id, created with the brand filled in. */
function singleton(S: StructureBuilder, type: string, tenant: Tenant, language?: Locale, title?: string) {
  const id = singletonId(type, tenant, language);
  return S.listItem()
    .id(id)
    .title(title ?? titleOf(S, type))
    .icon(iconOf(S, type))
    .child(
      S.document()
        .schemaType(type)
        .documentId(id)
        .initialValueTemplate(scopedTemplateId(type), language ? { language } : {}),
    );
}

/** A list of one document type in one brand (and language), creating new ones in that scope. */
function scopedList(S: StructureBuilder, type: string, tenant: Tenant, language?: Locale, title?: string) {
  const listTitle = title ?? `${titleOf(S, type)}s`;
  const filter = language
    ? '_type == $type && tenant == $tenant && language == $language'
    : '_type == $type && tenant == $tenant';
  return S.listItem()
    .id(`${type}-${language ?? 'all'}`)
    .title(listTitle)
    .icon(iconOf(S, type))
    .child(
      S.documentList()
        .id(`${type}-${tenant}-${language ?? 'all'}`)
        .title(listTitle)
        .schemaType(type)
        .apiVersion(SANITY_API_VERSION)
        .filter(filter)
        .params({ type, tenant, ...(language ? { language } : {}) })
        .defaultOrdering([{ field: orderingField(S, type), direction: 'asc' }])
        .initialValueTemplates([
          S.initialValueTemplateItem(scopedTemplateId(type), language ? { language } : {}),
        ]),
    );
}

function languageFolder(S: StructureBuilder, tenant: Tenant, language: Locale): ListItemBuilder {
  const list = (type: string, title?: string) => scopedList(S, type, tenant, language, title);
  return S.listItem()
    .id(language)
    .title(`${LOCALE_TITLES[language]} (${language})`)
    .child(
      S.list()
        .id(`${tenant}-${language}`)
        .title(`${TENANT_TITLES[tenant]} · ${LOCALE_TITLES[language]}`)
        .items([
          singleton(S, 'homePage', tenant, language),
          list('contentPage', 'Pages'),
          S.divider(),
          S.listItem()
            .id('vehicles')
            .title('Vehicle pages')
            .icon(iconOf(S, 'vehiclePage'))
            .child(
              S.list()
                .id(`vehicles-${tenant}-${language}`)
                .title('Vehicle pages')
                .items([
                  list('vehicleOverviewPage', 'Overview'),
                  list('vehicleCategoryPage', 'Categories'),
                  list('vehicleBrandPage', 'Brands'),
                  list('vehicleTransmissionPage', 'Transmissions'),
                  list('vehicleSleepingSpotsPage', 'Sleeping spots'),
                  list('vehiclePage', 'Vehicles'),
                ]),
            ),
          S.listItem()
            .id('blog')
            .title('Blog')
            .icon(iconOf(S, 'blogPostPage'))
            .child(
              S.list()
                .id(`blog-${tenant}-${language}`)
                .title('Blog')
                .items([
                  list('blogPostPage', 'Posts'),
                  list('blogCategoryPage', 'Categories'),
                  list('blogTopicPage', 'Topics'),
                ]),
            ),
          S.divider(),
          singleton(S, 'header', tenant, language),
          singleton(S, 'footer', tenant, language),
        ]),
    );
}

const LABEL_TYPES: TenantSingletonType[] = [
  'bookingSearchLabels',
  'calendarLabels',
  'regionLabels',
  'shuttleTrackerTexts',
  'notFoundText',
];

/** Desk of one brand's workspace: languages first, then brand-wide documents. */
export function structureFor(tenant: Tenant): StructureResolver {
  return (S) =>
    S.list()
      .id(tenant)
      .title(TENANT_TITLES[tenant])
      .items([
        ...LOCALES.map((language) => languageFolder(S, tenant, language)),
        S.divider(),
        scopedList(S, 'location', tenant, undefined, 'Locations'),
        S.listItem()
          .id('promotions')
          .title('Promotions')
          .icon(iconOf(S, 'promotionTemplate'))
          .child(
            S.list()
              .id(`promotions-${tenant}`)
              .title('Promotions')
              .items([
                singleton(S, 'promotionSettings', tenant, undefined, 'Current promotion'),
                scopedList(S, 'promotionTemplate', tenant, undefined, 'All promotions'),
              ]),
          ),
        S.listItem()
          .id('settings')
          .title('Settings')
          .icon(iconOf(S, 'settings'))
          .child(
            S.list()
              .id(`settings-${tenant}`)
              .title('Settings')
              .items([
                singleton(S, 'settings', tenant, undefined, 'High season & self-service'),
                singleton(S, 'siteSettings', tenant),
                singleton(S, 'bannerSettings', tenant),
              ]),
          ),
        S.listItem()
          .id('labels')
          .title('Labels & texts')
          .icon(iconOf(S, 'regionLabels'))
          .child(
            S.list()
              .id(`labels-${tenant}`)
              .title('Labels & texts')
              .items(LABEL_TYPES.map((type) => singleton(S, type, tenant))),
          ),
        S.divider(),
        S.documentTypeListItem('vehicleBase').title('Vehicle data (all brands)'),
        S.documentTypeListItem('rental').title('Rental groups (all brands)'),
      ]);
}
