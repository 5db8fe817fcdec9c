import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { sanityEnv } from '../../lib/sanity/env.ts';
import {
  buildImageUrl,
  type ContentImage,
  DEFAULT_IMAGE_HEIGHT,
  DEFAULT_IMAGE_SIZES,
  DEFAULT_IMAGE_WIDTH,
  hasImageAsset,
  imageDimensions,
} from '../../lib/sanity/image.ts';
import styles from './content.module.css';

interface Props {
  image: ContentImage | null | undefined;
  /**
   * The box the image is cut to (crop and hotspot respected); SPEC default 1200x800. Height 0
   * keeps the asset's own ratio.
   */
  width?: number;
  height?: number;
  sizes?: string;
  priority?: boolean;
  className?: string;
  /** Fill the positioned parent instead of keeping the box (banners). */
  fill?: boolean;
  /** Decorative images get an empty alt whatever the content says. */
  decorative?: boolean;
  dataSanity?: string;
}

/**
 * The image that is likely the Largest Contentful Paint (the first banner) loads eagerly at high
 * priority, on the <img> as well as on its preload: without `fetchpriority` the browser fetched
 * it at Low priority behind the scripts. Every other image loads lazily.
 */
function loadingOf(priority: boolean) {
  return priority ? { preload: true, fetchPriority: 'high' as const } : { loading: 'lazy' as const };
}

/**
 * A content image through next/image (getImageProps) with the Sanity loader: srcset over the spec's breakpoints
 * and densities, WebP/AVIF chosen by the image API, optional copyright line. An image whose asset
 * is missing renders nothing; one whose size cannot be read still renders (0 dimensions fall back
 * to the requested box).
 */
export function SanityImage({
  image,
  width = DEFAULT_IMAGE_WIDTH,
  height = DEFAULT_IMAGE_HEIGHT,
  sizes = DEFAULT_IMAGE_SIZES,
  priority = false,
  className,
  fill = false,
  decorative = false,
  dataSanity,
}: Props) {
  if (!hasImageAsset(image)) return null;
  const intrinsic = imageDimensions(image.asset._ref);
  // Unknown dimensions (0) still give a valid request: the default ratio instead of the asset's.
  const naturalHeight =
    intrinsic.width > 0 ? Math.round((width * intrinsic.height) / intrinsic.width) : DEFAULT_IMAGE_HEIGHT;
  const box = { width, height: height > 0 ? height : naturalHeight };
  const src = buildImageUrl(sanityEnv, image, box);
  const alt = decorative ? '' : (image.alt ?? '');
  const credit = image.enableCopyright === 'yes' && image.copyright ? image.copyright : null;
  // getImageProps gives next/image's srcset, sizes and loading attributes for a plain <img>: the
  // markup is the same, but the browser downloads no image component (about 5 kB compressed).
  const { props } = getImageProps(
    fill
      ? { src, alt, fill: true, sizes, ...loadingOf(priority), className }
      : {
          src,
          alt,
          width: box.width,
          height: box.height,
          sizes,
          ...loadingOf(priority),
          className: className ?? styles.image,
          title: image.title ?? undefined,
        },
  );
  if (priority && props.src) {
    // The browser fetches the right width from the preload in <head>, before it lays out the
    // page (Largest Contentful Paint).
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    });
  }
  // biome-ignore lint/performance/noImgElement: these are next/image's own props (getImageProps).
  const img = <img {...props} alt={alt} />;
  if (!credit) {
    return dataSanity ? (
      <span data-sanity={dataSanity} className={fill ? styles.fillWrap : styles.imageWrap}>
        {img}
      </span>
    ) : (
      img
    );
  }
  return (
    <figure className={fill ? styles.fillFigure : styles.figure} data-sanity={dataSanity}>
      {img}
      <figcaption className={styles.copyright}>{credit}</figcaption>
    </figure>
  );
}
