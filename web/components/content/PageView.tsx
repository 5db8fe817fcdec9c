import { dateTimeFormat, type Locale, type Tenant, TIME_ZONE } from '@domain';
import { pagePath } from '@schemas/lib/page-path.ts';
import { BLOG_POSTS_QUERY, VEHICLE_CATEGORIES_QUERY, VEHICLE_PAGES_QUERY } from '@schemas/queries.ts';
import { catalogueOf } from '@web/lib/booking/catalogue.ts';
import { getTranslations } from 'next-intl/server';
import type { PageDocument } from '../../lib/content/pages.ts';
import type { EditAttr } from '../../lib/sanity/edit.ts';
import { hasImageAsset } from '../../lib/sanity/image.ts';
import { sanityFetch } from '../../lib/sanity/live.ts';
import { Blocks, PageIntro } from '../blocks/Blocks.tsx';
import { PostCards } from '../blocks/DataBlocks.tsx';
import type { BlockContext } from '../blocks/types.ts';
import { VehicleArt } from '../vehicles/VehicleArt.tsx';
import styles from './content.module.css';
import { RichText, type RichTextValue } from './RichText.tsx';
import { SanityImage } from './SanityImage.tsx';
import { VehicleDetails } from './VehicleDetails.tsx';
import { categoriesByRental } from './vehicle-offer.ts';

type ListingPage = Extract<
  PageDocument,
  {
    _type:
      | 'vehicleCategoryPage'
      | 'vehicleBrandPage'
      | 'vehicleTransmissionPage'
      | 'vehicleSleepingSpotsPage';
  }
>;

/**
 * Which drawing each card shows: the class's category in the booking catalogue (content's
 * categories are the marketer's pages, not the fleet's classes). Without the service the cards
 * fall back to a generic drawing rather than fail the page.
 */
async function catalogueCategories(tenant: Tenant): Promise<Map<number, string>> {
  try {
    const reply = await catalogueOf(tenant);
    if (!reply.ok)
      console.error(
        'Vehicle list: no booking catalogue; cards show a generic drawing',
        reply.status,
        reply.error.code,
      );
    return categoriesByRental(reply);
  } catch (error) {
    console.error('Vehicle list: the booking catalogue failed; cards show a generic drawing', error);
    return new Map();
  }
}

/** The vehicles a listing page shows: its category (by primary category), brand, gearbox or berths. */
async function VehicleList({ page, tenant, locale }: { page: PageDocument; tenant: Tenant; locale: Locale }) {
  const [{ data }, categories] = await Promise.all([
    sanityFetch({ query: VEHICLE_PAGES_QUERY, params: { tenant, language: locale } }),
    catalogueCategories(tenant),
  ]);
  const listing = page as ListingPage;
  const vehicles = data.filter((item) => {
    switch (page._type) {
      case 'vehicleCategoryPage':
        return item.primaryCategory === page.translationKey;
      case 'vehicleBrandPage':
        return 'brand' in listing && item.vehicle?.brand === listing.brand;
      case 'vehicleTransmissionPage':
        return 'transmission' in listing && item.vehicle?.transmission === listing.transmission;
      case 'vehicleSleepingSpotsPage':
        return 'sleepingSpots' in listing && item.vehicle?.sleepingSpots === listing.sleepingSpots;
      default:
        return true;
    }
  });
  const t = await getTranslations({ locale, namespace: 'blocks' });
  const cards = vehicles.flatMap((item) => {
    const path = pagePath(item).path;
    if (!path) return [];
    return [
      <li key={item._id} className={styles.card}>
        {hasImageAsset(item.vehicle?.image) ? (
          <SanityImage
            image={item.vehicle?.image}
            width={600}
            height={400}
            sizes="(min-width: 1000px) 360px, 90vw"
            className={styles.cardImage}
          />
        ) : (
          // No photograph: the class's own drawing.
          <VehicleArt category={categories.get(Number(item.vehicle?.rentalId))} className={styles.cardArt} />
        )}
        <h2 className={styles.cardTitle}>
          <a href={path}>{item.title}</a>
        </h2>
        <p className={styles.cardMeta}>
          {[
            item.vehicle?.seats ? t('seats', { count: item.vehicle.seats }) : null,
            item.vehicle?.transmission === 'automatic'
              ? t('automatic')
              : item.vehicle?.transmission === 'manual'
                ? t('manual')
                : null,
            item.vehicle?.fourWheelDrive ? t('fourWheelDrive') : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </li>,
    ];
  });
  if (cards.length === 0) return null;
  return (
    <ul className={styles.cards} data-testid="vehicle-list">
      {cards}
    </ul>
  );
}

async function CategoryLinks({ tenant, locale }: { tenant: Tenant; locale: Locale }) {
  const { data } = await sanityFetch({
    query: VEHICLE_CATEGORIES_QUERY,
    params: { tenant, language: locale },
  });
  const links = data.flatMap((item) => {
    const path = pagePath(item).path;
    return path ? [{ id: item._id, path, title: item.title }] : [];
  });
  if (links.length === 0) return null;
  return (
    <nav aria-label={(await getTranslations({ locale, namespace: 'blocks' }))('vehicles')}>
      <ul className={styles.chips}>
        {links.map((link) => (
          <li key={link.id}>
            <a href={link.path} className={styles.chip}>
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

async function PostList({ page, tenant, locale }: { page: PageDocument; tenant: Tenant; locale: Locale }) {
  const { data } = await sanityFetch({
    query: BLOG_POSTS_QUERY,
    params: {
      tenant,
      language: locale,
      topicId: page._type === 'blogTopicPage' ? page._id : null,
      categoryId: page._type === 'blogCategoryPage' ? page._id : null,
    },
  });
  const cards = await PostCards({ posts: data, locale, headingLevel: 2 });
  if (cards.length === 0) return null;
  return (
    <div className={styles.postGrid} data-testid="post-list">
      {cards}
    </div>
  );
}

function formatDate(date: string, locale: Locale): string {
  const parsed = new Date(date.length === 10 ? `${date}T12:00:00Z` : date);
  return Number.isNaN(parsed.getTime())
    ? date
    : dateTimeFormat(locale, { dateStyle: 'long', timeZone: TIME_ZONE }).format(parsed);
}

/** Any content page: title, type-specific parts (vehicle facts, listings, post body), blocks. */
export async function PageView({
  page,
  tenant,
  locale,
  edit,
  belowTheFold = false,
}: {
  page: PageDocument;
  tenant: Tenant;
  locale: Locale;
  edit: EditAttr;
  /**
   * Something above the page fills the first screen (the home's search hero): none of the page's
   * images is the largest paint, so none is fetched ahead of the page's own first paint.
   */
  belowTheFold?: boolean;
}) {
  const ctx: BlockContext = { tenant, locale, edit };
  const t = await getTranslations({ locale, namespace: 'blocks' });
  const heroImage =
    page._type === 'vehiclePage'
      ? (page.gallery?.[0] ?? page.vehicle?.image ?? null)
      : 'image' in page
        ? (page.image ?? null)
        : null;
  const isHome = page._type === 'homePage';
  return (
    <article className={styles.page} data-page-type={page._type} data-testid="content-page">
      <header className={styles.pageHeader}>
        <h1 className={styles.title} data-sanity={edit('title')}>
          {page.title}
        </h1>
        {page._type === 'blogPostPage' && (page.date || page.readTime) ? (
          <p className={styles.meta}>
            {page.date ? <time dateTime={page.date}>{formatDate(page.date, locale)}</time> : null}
            {page.date && page.readTime ? ' · ' : null}
            {page.readTime ? t('readTime', { minutes: page.readTime }) : null}
          </p>
        ) : null}
      </header>
      {heroImage && !isHome ? (
        <SanityImage
          image={heroImage}
          // A 2:1 cut around the hotspot: the title and the first lines stay above the fold.
          width={1200}
          height={600}
          priority
          sizes="(min-width: 1200px) 1200px, 100vw"
          className={styles.hero}
          dataSanity={edit(
            page._type === 'vehiclePage' && page.gallery?.[0]
              ? `gallery[_key=="${page.gallery[0]._key}"]`
              : 'image',
          )}
        />
      ) : null}
      {page._type === 'vehiclePage' ? (
        <VehicleDetails
          pageId={page._id}
          vehicle={page.vehicle}
          tenant={tenant}
          locale={locale}
          withArt={!hasImageAsset(heroImage)}
        />
      ) : null}
      <PageIntro value={page.intro as RichTextValue} ctx={ctx} />
      {page._type === 'blogPostPage' ? (
        <div data-sanity={edit('body')}>
          <RichText value={page.body as RichTextValue} locale={locale} />
        </div>
      ) : null}
      {page._type === 'vehicleOverviewPage' ? <CategoryLinks tenant={tenant} locale={locale} /> : null}
      {page._type === 'vehicleOverviewPage' ||
      page._type === 'vehicleCategoryPage' ||
      page._type === 'vehicleBrandPage' ||
      page._type === 'vehicleTransmissionPage' ||
      page._type === 'vehicleSleepingSpotsPage' ? (
        <VehicleList page={page} tenant={tenant} locale={locale} />
      ) : null}
      {page._type === 'blogTopicPage' || page._type === 'blogCategoryPage' ? (
        <PostList page={page} tenant={tenant} locale={locale} />
      ) : null}
      <Blocks blocks={page.blocks} ctx={ctx} eagerFirstBanner={!belowTheFold} />
    </article>
  );
}
