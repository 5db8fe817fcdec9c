'use client';

import { type ReactNode, useState } from 'react';
import styles from './blocks.module.css';

/**
 * A video that loads the provider's player only on request (no third-party script or cookie until
 * the visitor asks; fast first load). The cover is the content's poster or the oEmbed thumbnail;
 * without either (offline, unknown provider) a plain slot with the title remains.
 */
export function VideoPlayer({
  embedUrl,
  title,
  playLabel,
  cover,
  thumbnailUrl,
}: {
  embedUrl: string | null;
  title: string;
  playLabel: string;
  cover: ReactNode;
  thumbnailUrl: string | null;
}) {
  const [playing, setPlaying] = useState(false);
  const [thumbFailed, setThumbFailed] = useState(false);
  if (playing && embedUrl) {
    return (
      <div className={styles.videoFrame}>
        <iframe
          src={`${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          loading="lazy"
        />
      </div>
    );
  }
  const image =
    cover ??
    (thumbnailUrl && !thumbFailed ? (
      // A provider thumbnail is a plain remote image: the Sanity loader does not apply to it.
      // biome-ignore lint/performance/noImgElement: next/image's loader is the Sanity image API.
      <img
        src={thumbnailUrl}
        alt=""
        loading="lazy"
        className={styles.videoThumb}
        onError={() => setThumbFailed(true)}
      />
    ) : null);
  return (
    <div className={styles.videoFrame} data-slot={image ? undefined : 'empty'}>
      {image}
      {embedUrl ? (
        <button
          type="button"
          className={styles.videoPlay}
          onClick={() => setPlaying(true)}
          aria-label={playLabel}
        >
          <svg viewBox="0 0 68 48" width="68" height="48" aria-hidden="true">
            <rect width="68" height="48" rx="12" fill="rgba(0,0,0,0.7)" />
            <path d="M27 14v20l18-10z" fill="#fff" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
