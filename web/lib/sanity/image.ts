import { createImageUrlBuilder } from '@sanity/image-url';
import type { SanityEnv } from './env.ts';

/** Default 1200x800, cropped at the focal point, automatic format. */
export const DEFAULT_IMAGE_WIDTH = 1200;
export const DEFAULT_IMAGE_HEIGHT = 800;
/** SPEC breakpoints (xs 1, sm 600, md 1000, lg 1200, xl 1500, xxl 2000) as CSS media queries. */
export const IMAGE_BREAKPOINTS = { xs: 1, sm: 600, md: 1000, lg: 1200, xl: 1500, xxl: 2000 } as const;
/** "Mobile default sizes 600px and 1200px at sm". */
export const DEFAULT_IMAGE_SIZES = `(min-width: ${IMAGE_BREAKPOINTS.sm}px) 1200px, 600px`;

/**
 * Where the image API answers: the local lake serves images itself, hosted Sanity from its CDN.
 * Browsers never see this address: pages name images on the site's own origin (`/images/…`,
 * `image-loader.ts`) and `app/images/…/route.ts` fetches them from here.
 */
export function imageApiBase(env: Pick<SanityEnv, 'SANITY_API_HOST'>): string {
  return env.SANITY_API_HOST ?? 'https://cdn.sanity.io';
}

/** An asset file name in the image API's paths: `<sha1>-<width>x<height>.<ext>`. */
export const IMAGE_FILE_PATTERN = /^[a-zA-Z0-9]+-\d+x\d+\.[a-z0-9]+$/;

export interface ImageCrop {
  top?: number | null;
  bottom?: number | null;
  left?: number | null;
  right?: number | null;
}
export interface ImageHotspot {
  x?: number | null;
  y?: number | null;
  width?: number | null;
  height?: number | null;
}
/** The image object of the content model (`imageWithAlt`), as queries return it. */
export interface ContentImage {
  asset?: { _ref?: string | null } | null;
  crop?: ImageCrop | null;
  hotspot?: ImageHotspot | null;
  alt?: string | null;
  title?: string | null;
  copyright?: string | null;
  enableCopyright?: string | null;
}

export interface ImageDimensions {
  width: number;
  height: number;
}

/**
 * The asset's own size, read from its id (`image-<sha1>-<w>x<h>-<ext>`), so no metadata query is
 * needed. A metadata failure is logged and the dimensions fall back to 0.
 */
export function imageDimensions(ref: string | null | undefined): ImageDimensions {
  const match = /^image-[a-zA-Z0-9]+-(\d+)x(\d+)-[a-z0-9]+$/.exec(ref ?? '');
  if (!match) {
    console.error(`Image metadata could not be read for asset ${String(ref)}`);
    return { width: 0, height: 0 };
  }
  return { width: Number(match[1]), height: Number(match[2]) };
}

export function hasImageAsset(image: ContentImage | null | undefined): image is ContentImage & {
  asset: { _ref: string };
} {
  return typeof image?.asset?._ref === 'string' && image.asset._ref.length > 0;
}

/** The hotspot's focal point, defaulting to the centre (SPEC: x, y default 0.5). */
function cleanHotspot(hotspot: ImageHotspot | null | undefined) {
  return {
    x: hotspot?.x ?? 0.5,
    y: hotspot?.y ?? 0.5,
    width: hotspot?.width ?? 1,
    height: hotspot?.height ?? 1,
  };
}

function cleanCrop(crop: ImageCrop | null | undefined) {
  return { top: crop?.top ?? 0, bottom: crop?.bottom ?? 0, left: crop?.left ?? 0, right: crop?.right ?? 0 };
}

/**
 * The image's URL at the given box: crop applied, cut to the box around the hotspot (`rect`), automatic
 * format (WebP/AVIF by the browser's Accept). The loader (`image-loader.ts`) scales `w` and `h`
 * per requested width and keeps the ratio.
 */
export function buildImageUrl(
  env: Pick<SanityEnv, 'SANITY_PROJECT_ID' | 'SANITY_DATASET' | 'SANITY_API_HOST'>,
  image: ContentImage & { asset: { _ref: string } },
  box: { width: number; height: number } = { width: DEFAULT_IMAGE_WIDTH, height: DEFAULT_IMAGE_HEIGHT },
): string {
  const builder = createImageUrlBuilder({
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    baseUrl: imageApiBase(env),
  });
  return (
    builder
      .image({
        asset: { _ref: image.asset._ref },
        crop: cleanCrop(image.crop),
        hotspot: cleanHotspot(image.hotspot),
      })
      .width(Math.round(box.width))
      .height(Math.round(box.height))
      // No `.crop(mode)`: a crop mode makes the builder skip the crop rectangle it derives from the
      // editor's crop and hotspot, which is what keeps the subject in the box.
      .fit('crop')
      .auto('format')
      .url()
  );
}
