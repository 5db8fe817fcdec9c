/**
 * The GROQ queries of the site. TypeGen reads this file
 * and writes their result types to web/sanity.types.ts (`npm run typegen`).
 *
 * Every query takes `$tenant`; language-dependent ones take `$language` and fall back to
 * English where a localised field lacks the language (English is the catch-all locale).
 */
import { defineQuery } from 'groq';
import { SPECIAL_HOURS_PROJECTION } from '../domain/special-hours.ts';
import { PAGE_LINK_FIELDS } from './lib/page-link-projection.ts';

/**
 * A localised field in `$language`, else English. Spelled out with `select` rather than
 * `field[$language]`, which TypeGen reads as an array filter and types wrongly.
 */
const localized = (field: string) =>
  `coalesce(select($language == "de" => ${field}.de, $language == "es" => ${field}.es, $language == "fr" => ${field}.fr, $language == "is" => ${field}.is), ${field}.en)`;

/** A link object with its target page reduced to what `pagePath` needs. */
const LINK = `{
  type,
  internalType,
  external,
  relative,
  anchorId,
  blank,
  "page": internal->{${PAGE_LINK_FIELDS}}
}`;

const NAV_LINK = `{ _key, label, "link": link${LINK} }`;

const RICH_TEXT = `[]{
  ...,
  _type == "block" => { ..., markDefs[]{ ..., _type == "link" => ${LINK} } }
}`;

/** Page blocks with every link and referenced post resolved. */
const BLOCKS = `blocks[]{
  ...,
  _type == "textBlock" => { content${RICH_TEXT} },
  _type == "bannerBlock" => { "button": button${NAV_LINK} },
  _type == "buttonsBlock" => { buttons[]{ _key, label, variant, "link": link${LINK} } },
  _type == "airportMeetingPointBlock" => { intro${RICH_TEXT}, "mapLink": mapLink${NAV_LINK} },
  _type == "priceTableBlock" => {
    "classes": classes[]->{ _id, name, retired, rates }
  },
  _type == "blogCarouselBlock" => {
    "topicId": topic._ref,
    "posts": posts[]->{ _id, title, date, readTime, image, ${PAGE_LINK_FIELDS} }
  }
}`;

const PAGE = `{
  _id,
  _type,
  title,
  intro${RICH_TEXT},
  ${BLOCKS},
  seo,
  translationKey,
  ${PAGE_LINK_FIELDS},
  "translations": *[_type == ^._type && tenant == ^.tenant && translationKey == ^.translationKey && defined(translationKey)]{
    ${PAGE_LINK_FIELDS}
  }
}`;

export const HEADER_QUERY =
  defineQuery(`*[_type == "header" && tenant == $tenant && language == $language][0]{
  _id,
  _type,
  menuTitleBook,
  menuItems[]{
    _key,
    type,
    title,
    "customLink": customLink${LINK},
    columns[]{ _key, sections[]{ _key, title, links[]${NAV_LINK} } }
  },
  quickLinks[]{ _key, icon, label, title, mobileOnly, "link": link${LINK} }
}`);

export const FOOTER_QUERY =
  defineQuery(`*[_type == "footer" && tenant == $tenant && language == $language][0]{
  _id,
  _type,
  copyright,
  categories[]{ _key, title, links[]${NAV_LINK} },
  socials[]{ _key, platform, url },
  legalLinks[]${NAV_LINK},
  locations{ keflavik{ title, address }, reykjavik{ title, address } }
}`);

export const SETTINGS_QUERY = defineQuery(`*[_type == "settings" && tenant == $tenant][0]{
  highSeason{ start{ month, day }, end{ month, day } },
  "selfService": coalesce(selfService, false)
}`);

export const SITE_SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings" && tenant == $tenant][0]{
  socials[]{ _key, platform, url },
  email,
  phone,
  phoneSecondary,
  mapLinkKeflavik,
  mapLinkReykjavik
}`);

/**
 * Shaped as domain `Location`, in the editors' list order (the first visible one is preselected for
 * pickup); hidden ones are included, `visibleLocations` drops them.
 */
export const LOCATIONS_QUERY =
  defineQuery(`*[_type == "location" && tenant == $tenant] | order(coalesce(sortOrder, 99) asc, locationId asc){
  "id": locationId,
  "title": ${localized('title')},
  icon,
  hidden,
  selfService,
  returnAnytime,
  selfServiceHours{ from, to },
  operatingHoursHighSeason,
  operatingHoursLowSeason,
  specialOperatingHours[]${SPECIAL_HOURS_PROJECTION},
  address
}`);

export const HOME_PAGE_QUERY = defineQuery(
  `*[_type == "homePage" && tenant == $tenant && language == $language][0]${PAGE}`,
);

/** Any page by id, once its path is known from `PAGE_LINKS_QUERY`. */
export const PAGE_BY_ID_QUERY = defineQuery(`*[_id == $id && tenant == $tenant && _type in [
  "homePage", "contentPage", "vehicleOverviewPage", "vehicleCategoryPage", "vehicleBrandPage",
  "vehicleTransmissionPage", "vehicleSleepingSpotsPage", "vehiclePage", "blogTopicPage",
  "blogCategoryPage", "blogPostPage"]][0]{
  ...${PAGE},
  _type == "vehiclePage" => {
    gallery,
    "vehicle": base->{ name, brand, transmission, seats, sleepingSpots, fourWheelDrive, kitchen, heating, image, "rentalId": rental->rentalId }
  },
  _type == "vehicleBrandPage" => { brand, image },
  _type == "vehicleTransmissionPage" => { transmission, image },
  _type == "vehicleSleepingSpotsPage" => { sleepingSpots, image },
  _type == "vehicleCategoryPage" => { image },
  _type == "blogPostPage" => { date, readTime, image, excerpt, body${RICH_TEXT} }
}`);

/** Catch-all content pages by their (possibly multi-segment) slug. */
export const CONTENT_PAGE_BY_SLUG_QUERY = defineQuery(
  `*[_type == "contentPage" && tenant == $tenant && language == $language && slug.current == $slug][0]${PAGE}`,
);

/**
 * Every page of a brand with the parts of its path: route resolution of the catch-all route,
 * the sitemap and alternates. `pagePath` turns each into a path or null.
 */
export const PAGE_LINKS_QUERY = defineQuery(`*[
  _type in ["homePage", "contentPage", "vehicleOverviewPage", "vehicleCategoryPage", "vehicleBrandPage",
            "vehicleTransmissionPage", "vehicleSleepingSpotsPage", "vehiclePage", "blogTopicPage",
            "blogCategoryPage", "blogPostPage"] && tenant == $tenant
]{ _id, _updatedAt, translationKey, ${PAGE_LINK_FIELDS} }`);

/** One referenced page's path parts: page-link resolution. */
export const PAGE_LINK_QUERY = defineQuery(
  `*[_id == $id && defined(tenant) && defined(language)][0]{${PAGE_LINK_FIELDS}}`,
);

/** Vehicles listed on an overview, category, brand, transmission or sleeping-spots page. */
export const VEHICLE_PAGES_QUERY =
  defineQuery(`*[_type == "vehiclePage" && tenant == $tenant && language == $language]
  | order(title asc){
  _id,
  title,
  "vehicle": base->{ name, brand, transmission, seats, sleepingSpots, fourWheelDrive, image, "rentalId": rental->rentalId },
  "primaryCategory": base->tenantPrimaryCategories[tenant == $tenant][0].primaryCategory->translationKey,
  ${PAGE_LINK_FIELDS}
}`);

export const VEHICLE_CATEGORIES_QUERY = defineQuery(`*[
  _type in ["vehicleCategoryPage", "vehicleBrandPage", "vehicleTransmissionPage", "vehicleSleepingSpotsPage"] &&
  tenant == $tenant && language == $language
] | order(title asc){ _id, title, image, translationKey, brand, transmission, sleepingSpots, ${PAGE_LINK_FIELDS} }`);

/** The 6 latest posts, only those with topic, category, slug, title, date and image. */
export const LATEST_BLOG_POSTS_QUERY = defineQuery(`*[
  _type == "blogPostPage" && tenant == $tenant && language == $language &&
  defined(topic) && defined(category) && defined(slug.current) && defined(title) && defined(date) && defined(image.asset)
] | order(date desc)[0...6]{
  _id,
  title,
  date,
  readTime,
  image,
  "topic": topic->slug.current,
  "category": category->slug.current,
  ${PAGE_LINK_FIELDS}
}`);

/** All matching posts, newest first: groq-js (the lake) rejects parameters in slices, so pages are cut by the caller. */
export const BLOG_POSTS_QUERY = defineQuery(`*[
  _type == "blogPostPage" && tenant == $tenant && language == $language &&
  (!defined($topicId) || topic._ref == $topicId) && (!defined($categoryId) || category._ref == $categoryId)
] | order(date desc){ _id, title, date, readTime, image, excerpt, ${PAGE_LINK_FIELDS} }`);

export const PROMOTION_SETTINGS_QUERY = defineQuery(`*[_type == "promotionSettings" && tenant == $tenant][0]{
  _id,
  _type,
  validDates{ from{ date, time }, to{ date, time } },
  "labels": {
    "buttonText": ${localized('labels.buttonText')},
    "days": ${localized('labels.days')},
    "hours": ${localized('labels.hours')},
    "minutes": ${localized('labels.minutes')},
    "seconds": ${localized('labels.seconds')}
  },
  "template": template->{
    _id,
    _type,
    "promoCode": code,
    discount,
    "banner": ${localized('banner')},
    "title": ${localized('title')},
    "text": ${localized('text')},
    "note": ${localized('note')},
    image
  }
}`);

export const BANNER_SETTINGS_QUERY = defineQuery(`*[_type == "bannerSettings" && tenant == $tenant][0]{
  _id,
  _type,
  "active": coalesce(active, false),
  "template": {
    "title": ${localized('template.title')},
    "text": ${localized('template.text')},
    "expanderText": ${localized('template.expanderText')},
    "important": coalesce(template.important, false)
  }
}`);

export const REGION_LABELS_QUERY = defineQuery(`*[_type == "regionLabels" && tenant == $tenant][0]{
  "title": ${localized('title')},
  "language": ${localized('language')},
  "currency": ${localized('currency')},
  "save": ${localized('save')},
  "close": ${localized('close')}
}`);

export const BOOKING_SEARCH_LABELS_QUERY =
  defineQuery(`*[_type == "bookingSearchLabels" && tenant == $tenant][0]{
  "pickupLocation": ${localized('pickupLocation')},
  "returnLocation": ${localized('returnLocation')},
  "pickupDate": ${localized('pickupDate')},
  "returnDate": ${localized('returnDate')},
  "pickupTime": ${localized('pickupTime')},
  "returnTime": ${localized('returnTime')},
  "promoCode": ${localized('promoCode')},
  "search": ${localized('search')},
  "update": ${localized('update')},
  "selfService": ${localized('selfService')},
  "selectDates": ${localized('selectDates')}
}`);

/** Month names January first, weekday names Monday first. */
export const CALENDAR_LABELS_QUERY = defineQuery(`*[_type == "calendarLabels" && tenant == $tenant][0]{
  "monthNames": monthNames[]{ "name": ${localized('@')} }.name,
  "weekdayNames": weekdayNames[]{ "name": ${localized('@')} }.name
}`);

export const SHUTTLE_TRACKER_TEXTS_QUERY =
  defineQuery(`*[_type == "shuttleTrackerTexts" && tenant == $tenant][0]{
  "title": ${localized('title')},
  "live": ${localized('live')},
  "lastSeen": ${localized('lastSeen')},
  "seconds": ${localized('seconds')},
  "minutes": ${localized('minutes')},
  "hours": ${localized('hours')},
  "noShuttles": ${localized('noShuttles')},
  "description": ${localized('description')},
  mapImage,
  shuttleIcon
}`);

export const NOT_FOUND_TEXT_QUERY = defineQuery(`*[_type == "notFoundText" && tenant == $tenant][0]{
  "title": ${localized('title')},
  "text": ${localized('text')},
  "homeLinkLabel": ${localized('homeLinkLabel')}
}`);

/** Rentals that have vehicle pages for the brand. */
export const RENTALS_QUERY = defineQuery(`*[
  _type == "rental" && _id in *[_type == "vehiclePage" && tenant == $tenant].base->rental._ref
]{
  "id": rentalId,
  "locations": locations[]{
    "id": location->locationId,
    "title": ${localized('location->title')},
    pickupId,
    returnId
  }
}`);

export const IMAGE_DIMENSIONS_QUERY = defineQuery(
  `*[_id == $assetId][0].metadata.dimensions{ width, height, aspectRatio }`,
);
