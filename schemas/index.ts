import { blockTypes } from './blocks/index.ts';
import { catalogueDocumentTypes, catalogueObjectTypes } from './documents/catalogue.ts';
import {
  bookingSearchLabels,
  calendarLabels,
  notFoundText,
  regionLabels,
  shuttleTrackerTexts,
} from './documents/labels.ts';
import { location } from './documents/location.ts';
import { footer, header } from './documents/navigation.ts';
import { pageTypes } from './documents/pages.ts';
import {
  bannerSettings,
  promotionSettings,
  promotionTemplate,
  settings,
  siteSettings,
} from './documents/settings.ts';
import { rental, vehicleBase } from './documents/vehicles.ts';
import {
  dailyHours,
  hoursRange,
  monthDay,
  seasonRange,
  specialHours,
  timeRange,
  weeklyHours,
} from './objects/hours.ts';
import { imageWithAlt } from './objects/image.ts';
import { link, navLink } from './objects/link.ts';
import { localeString, localeText } from './objects/locale.ts';
import {
  address,
  footerCategory,
  menuColumn,
  menuItem,
  menuSection,
  quickLink,
  socialLink,
} from './objects/navigation.ts';
import { richText } from './objects/rich-text.ts';
import { seo } from './objects/seo.ts';

export * from './constants.ts';

export const objectTypes = [
  localeString,
  localeText,
  link,
  navLink,
  imageWithAlt,
  richText,
  seo,
  hoursRange,
  timeRange,
  dailyHours,
  weeklyHours,
  specialHours,
  monthDay,
  seasonRange,
  menuSection,
  menuColumn,
  menuItem,
  quickLink,
  socialLink,
  address,
  footerCategory,
  ...catalogueObjectTypes,
];

export const documentTypes = [
  ...pageTypes,
  vehicleBase,
  rental,
  ...catalogueDocumentTypes,
  location,
  settings,
  siteSettings,
  bannerSettings,
  promotionSettings,
  promotionTemplate,
  header,
  footer,
  regionLabels,
  bookingSearchLabels,
  calendarLabels,
  shuttleTrackerTexts,
  notFoundText,
];

export const schemaTypes = [...documentTypes, ...objectTypes, ...blockTypes];
