/**
 * Vehicle pages from content, by the booking class they sell (`rentalId`): the Vehicles step shows
 * the page's image and links to it. Classes without a page show an illustration instead.
 */
import type { Locale, Tenant } from '@domain';
import { pagePath } from '@schemas/lib/page-path.ts';
import { VEHICLE_PAGES_QUERY } from '@schemas/queries.ts';
import { sanityEnv } from '@web/lib/sanity/env.ts';
import { buildImageUrl, hasImageAsset } from '@web/lib/sanity/image.ts';
import sanityImageLoader from '@web/lib/sanity/image-loader.ts';
import { sanityFetch } from '@web/lib/sanity/live.ts';
import { unstable_rethrow } from 'next/navigation';

export interface VehicleContent {
  title: string | null;
  path: string | null;
  image: { src: string; srcSet: string; alt: string } | null;
}

export const VEHICLE_IMAGE = { width: 480, height: 320 } as const;

/** Never fails the step: without content the list shows names and illustrations. */
export async function loadVehicleContent(
  tenant: Tenant,
  locale: Locale,
): Promise<Map<number, VehicleContent>> {
  const byRental = new Map<number, VehicleContent>();
  try {
    const { data } = await sanityFetch({ query: VEHICLE_PAGES_QUERY, params: { tenant, language: locale } });
    for (const item of data) {
      // The rental group id is a string field in content and a number in the booking service.
      const rentalId = Number(item.vehicle?.rentalId);
      if (!Number.isInteger(rentalId) || byRental.has(rentalId)) continue;
      const image = item.vehicle?.image;
      // The loader's short address (no `h`, `fit`, `q`): the results list repeats it per class.
      const box = hasImageAsset(image) ? buildImageUrl(sanityEnv, image, VEHICLE_IMAGE) : null;
      const url = (scale: number) =>
        box ? sanityImageLoader({ src: box, width: VEHICLE_IMAGE.width * scale }) : null;
      const src = url(1);
      byRental.set(rentalId, {
        title: item.title,
        path: pagePath(item).path,
        image: src ? { src, srcSet: `${src} 1x, ${url(2)} 2x`, alt: image?.alt ?? item.title ?? '' } : null,
      });
    }
  } catch (error) {
    unstable_rethrow(error);
    console.error('Vehicle pages could not be loaded for the Vehicles step:', error);
  }
  return byRental;
}
