import { dateTimeFormat, fillPlaceholders, type Locale, pickDisplayCurrency, TIME_ZONE } from '@domain';
import { SHUTTLE_ROUTE } from '@domain/shuttle.ts';
import { pagePath } from '@schemas/lib/page-path.ts';
import { BLOG_POSTS_QUERY } from '@schemas/queries.ts';
import { getTranslations } from 'next-intl/server';
import type { CSSProperties } from 'react';
import { mapCoordinates, videoSource } from '../../lib/content/media.ts';
import { shuttleTrackerTexts } from '../../lib/content/pages.ts';
import { exchangeRates, oembedThumbnail } from '../../lib/content/services.ts';
import type { ContentImage } from '../../lib/sanity/image.ts';
import { sanityFetch } from '../../lib/sanity/live.ts';
import { RichText, type RichTextValue } from '../content/RichText.tsx';
import { SanityImage } from '../content/SanityImage.tsx';
import { SanityLink } from '../content/SanityLink.tsx';
import styles from './blocks.module.css';
import { Deferred } from './Deferred.tsx';
import type { BlockContext, BlockOf } from './types.ts';

export async function TableBlock({ block, ctx }: { block: BlockOf<'tableBlock'>; ctx: BlockContext }) {
  // The lease brand converts nothing, so it needs no rates.
  const rates = ctx.tenant === 'lease' ? null : await exchangeRates();
  // The page is static: the server fills the language's currency, and PriceTable re-fills the
  // cells in the browser when the visitor picked another one.
  const currency = pickDisplayCurrency(ctx.locale, undefined);
  const headingId = `table-${block._key}`;
  return (
    <>
      {block.title ? (
        <h2 id={headingId} className={styles.blockTitle} data-sanity={ctx.edit('title')}>
          {block.title}
        </h2>
      ) : null}
      <Deferred
        kind="priceTable"
        props={{
          rows: (block.rows ?? []).map((row) => ({
            key: row._key,
            cells: row.cells ?? [],
            filled: (row.cells ?? []).map((cell) =>
              fillPlaceholders(cell, {}, { currency, rates, tenant: ctx.tenant }),
            ),
          })),
          serverCurrency: currency,
          hasHeaderRow: block.hasHeaderRow !== false,
          tenant: ctx.tenant,
          locale: ctx.locale,
          rates,
          labelledBy: block.title ? headingId : undefined,
        }}
      />
    </>
  );
}

/**
 * A drawn map around a point: no map tiles or scripts from the internet. The land, water and roads
 * stretch to fill the frame at any width (a fixed-ratio drawing left bands beside it on wide
 * screens); the pin and the coordinates are laid over it so they never distort.
 */
function StaticMap({ lat, lng, label, height }: { lat: number; lng: number; label: string; height: number }) {
  const W = 800;
  const H = 400;
  const cx = W / 2;
  const cy = H / 2;
  return (
    // The editor sets each map's height: a value only known per block, so it comes as a custom property.
    <div className={styles.staticMap} style={{ '--map-height': `${height}px` } as CSSProperties}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
        className={styles.staticMapGround}
      >
        <rect width={W} height={H} fill="#e9efe6" />
        <path
          d={`M0 ${H * 0.82} C ${W * 0.25} ${H * 0.74}, ${W * 0.55} ${H * 0.98}, ${W} ${H * 0.86} L ${W} ${H} L 0 ${H} Z`}
          fill="#cfe3f1"
        />
        <g
          stroke="#ffffff"
          strokeWidth="10"
          fill="none"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        >
          <path d={`M0 ${cy + 40} L ${W} ${cy - 30}`} vectorEffect="non-scaling-stroke" />
          <path d={`M${cx - 120} 0 L ${cx + 60} ${H}`} vectorEffect="non-scaling-stroke" />
        </g>
        <g stroke="#d5dccf" strokeWidth="4" fill="none">
          <path d={`M0 ${cy - 90} L ${W} ${cy - 140}`} vectorEffect="non-scaling-stroke" />
          <path d={`M${cx + 200} 0 L ${cx + 260} ${H}`} vectorEffect="non-scaling-stroke" />
        </g>
      </svg>
      <svg viewBox="-20 -56 40 58" className={styles.staticMapPin} aria-hidden="true">
        <path
          d="M0 0 C -6 -14, -18 -22, -18 -36 A 18 18 0 1 1 18 -36 C 18 -22, 6 -14, 0 0 Z"
          fill="#b42318"
        />
        <circle cy="-36" r="7" fill="#fff" />
      </svg>
      <span className={styles.staticMapCoordinates} aria-hidden="true">
        {`${lat.toFixed(4)}°, ${lng.toFixed(4)}°`}
      </span>
    </div>
  );
}

export async function MapsBlock({ block, ctx }: { block: BlockOf<'mapsBlock'>; ctx: BlockContext }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'blocks' });
  const point = mapCoordinates(block.location, block.embedUrl);
  const title = block.title ?? '';
  return (
    <>
      {block.title ? (
        <h2 className={styles.blockTitle} data-sanity={ctx.edit('title')}>
          {block.title}
        </h2>
      ) : null}
      {point ? (
        <div className={styles.map}>
          <StaticMap
            lat={point.lat}
            lng={point.lng}
            label={t('mapOf', { title: title || `${point.lat}, ${point.lng}` })}
            height={block.height ?? 400}
          />
          <a
            className={styles.buttonSecondary}
            href={`https://www.google.com/maps/search/?api=1&query=${point.lat},${point.lng}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('openMap')}
          </a>
        </div>
      ) : null}
    </>
  );
}

export async function VideoBlock({ block, ctx }: { block: BlockOf<'videoBlock'>; ctx: BlockContext }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'blocks' });
  const source = videoSource(block.url);
  const hasPoster = Boolean(block.poster?.asset);
  // The content's cover wins; the provider's thumbnail is asked for only without one.
  const thumbnail = !hasPoster && source ? await oembedThumbnail(source.oembedUrl) : null;
  const title = block.title ?? t('videoFallback');
  return (
    <figure className={styles.video}>
      <Deferred
        kind="videoPlayer"
        props={{
          embedUrl: source?.embedUrl ?? null,
          title,
          playLabel: t('playVideo', { title }),
          thumbnailUrl: thumbnail,
          cover: hasPoster ? (
            <SanityImage
              image={block.poster}
              decorative
              className={styles.videoThumb}
              dataSanity={ctx.edit('poster')}
            />
          ) : null,
        }}
      />
      {block.caption ? <figcaption className={styles.caption}>{block.caption}</figcaption> : null}
    </figure>
  );
}

export async function ShuttleTrackerBlock({
  block,
  ctx,
}: {
  block: BlockOf<'shuttleTrackerBlock'>;
  ctx: BlockContext;
}) {
  const texts = await shuttleTrackerTexts(ctx.tenant, ctx.locale);
  const t = await getTranslations({ locale: ctx.locale, namespace: 'blocks' });
  return (
    <>
      <h2 className={styles.blockTitle} data-sanity={ctx.edit('title')}>
        {block.title || texts?.title || t('shuttleTitle')}
      </h2>
      {texts?.description ? <p className={styles.lead}>{texts.description}</p> : null}
      <Deferred
        kind="shuttleTracker"
        props={{
          endpoint: '/functions/v1/public/shuttles',
          route: SHUTTLE_ROUTE,
          texts: {
            live: texts?.live || t('live'),
            lastSeen: texts?.lastSeen || t('lastSeen', { time: '{time}' }),
            seconds: texts?.seconds || t('seconds', { count: 2 }).replace(/^2\s*/, ''),
            minutes: texts?.minutes || t('minutes', { count: 2 }).replace(/^2\s*/, ''),
            hours: texts?.hours || t('hours', { count: 2 }).replace(/^2\s*/, ''),
            noShuttles: texts?.noShuttles || t('noShuttles'),
            mapLabel: t('shuttleMap'),
            paused: t('paused'),
            terminal: t('airportTerminal'),
            office: t('office'),
            shuttleName: t('shuttleName', { number: '{number}' }),
          },
        }}
      />
    </>
  );
}

export async function AirportMeetingPointBlock({
  block,
  ctx,
}: {
  block: BlockOf<'airportMeetingPointBlock'>;
  ctx: BlockContext;
}) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'blocks' });
  const steps = block.steps ?? [];
  return (
    <>
      <h2 className={styles.blockTitle} data-sanity={ctx.edit('title')}>
        {block.title}
      </h2>
      <RichText value={block.intro as RichTextValue} locale={ctx.locale} />
      <div className={styles.meeting}>
        <svg viewBox="0 0 400 240" role="img" aria-label={t('meetingPointMap')} className={styles.meetingMap}>
          <rect width="400" height="240" fill="#eef2f5" />
          <rect
            x="20"
            y="30"
            width="200"
            height="110"
            rx="6"
            fill="#d8dee4"
            stroke="#9aa5b1"
            strokeWidth="2"
          />
          <text x="120" y="90" textAnchor="middle" fontSize="15" fill="#1b1f24">
            {t('airportTerminal')}
          </text>
          <rect x="170" y="130" width="40" height="12" fill="#0b3d5c" />
          <text x="190" y="160" textAnchor="middle" fontSize="12" fill="#1b1f24">
            {t('arrivals')}
          </text>
          <path
            d="M190 170 C 200 205, 280 205, 320 170"
            fill="none"
            stroke="#b45309"
            strokeWidth="4"
            strokeDasharray="8 6"
          />
          {steps.map((step, index) => {
            const x = 190 + ((320 - 190) * (index + 1)) / (steps.length + 1);
            return (
              <g key={step._key}>
                <circle cx={x} cy="200" r="11" fill="#0b3d5c" />
                <text x={x} y="204" textAnchor="middle" fontSize="12" fill="#fff">
                  {index + 1}
                </text>
              </g>
            );
          })}
          <g transform="translate(320 165)">
            <path
              d="M0 0 C -5 -12, -15 -18, -15 -30 A 15 15 0 1 1 15 -30 C 15 -18, 5 -12, 0 0 Z"
              fill="#b42318"
            />
            <circle cy="-30" r="6" fill="#fff" />
          </g>
          <text x="320" y="120" textAnchor="middle" fontSize="13" fill="#1b1f24">
            {t('meetingPoint')}
          </text>
        </svg>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step._key} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <span className="visually-hidden">{t('step', { number: index + 1 })}: </span>
                <span data-sanity={ctx.edit(`steps[_key=="${step._key}"].text`)}>{step.text}</span>
                {step.image?.asset ? (
                  <SanityImage
                    image={step.image}
                    width={600}
                    height={400}
                    sizes="(min-width: 600px) 300px, 90vw"
                    className={styles.stepImage}
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </div>
      {block.mapLink?.label ? (
        <p>
          <SanityLink link={block.mapLink.link} locale={ctx.locale} className={styles.buttonSecondary}>
            {block.mapLink.label}
          </SanityLink>
        </p>
      ) : null}
    </>
  );
}

interface PostCard {
  _id: string;
  title: string | null;
  date: string | null;
  readTime: number | null;
  image: ContentImage | null;
  _type: string;
  language: string | null;
  slug: string | null;
  overviewSlug: string | null;
  categorySlug: string | null;
  topicSlug: string | null;
}

function formatPostDate(date: string | null, locale: Locale): string | null {
  if (!date) return null;
  const parsed = new Date(date.length === 10 ? `${date}T12:00:00Z` : date);
  if (Number.isNaN(parsed.getTime())) return null;
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: TIME_ZONE }).format(parsed);
}

/** A blog post teaser (carousel, topic and category pages); posts without a path are left out. */
export async function PostCards({
  posts,
  locale,
  headingLevel,
}: {
  posts: readonly PostCard[];
  locale: Locale;
  headingLevel: 2 | 3;
}) {
  const t = await getTranslations({ locale, namespace: 'blocks' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return posts.flatMap((post) => {
    const path = pagePath(post).path;
    if (!path) return [];
    const date = formatPostDate(post.date, locale);
    return [
      <article key={post._id} className={styles.postCard}>
        <SanityImage
          image={post.image}
          width={600}
          height={400}
          sizes="(min-width: 1000px) 360px, 80vw"
          className={styles.postImage}
        />
        <Heading className={styles.postTitle}>
          <a href={path}>{post.title}</a>
        </Heading>
        <p className={styles.postMeta}>
          {date ? <time dateTime={post.date ?? undefined}>{date}</time> : null}
          {date && post.readTime ? ' · ' : null}
          {post.readTime ? t('readTime', { minutes: post.readTime }) : null}
        </p>
      </article>,
    ];
  });
}

export async function BlogCarouselBlock({
  block,
  ctx,
}: {
  block: BlockOf<'blogCarouselBlock'>;
  ctx: BlockContext;
}) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'blocks' });
  let posts: PostCard[];
  if (block.source === 'manual') {
    posts = (block.posts ?? []).filter(
      (post): post is NonNullable<typeof post> => post !== null,
    ) as PostCard[];
  } else {
    const { data } = await sanityFetch({
      query: BLOG_POSTS_QUERY,
      params: {
        tenant: ctx.tenant,
        language: ctx.locale,
        topicId: block.source === 'topic' ? (block.topicId ?? null) : null,
        categoryId: null,
      },
    });
    posts = (data as PostCard[]).slice(0, block.limit && block.limit > 0 ? block.limit : 6);
  }
  const cards = await PostCards({ posts, locale: ctx.locale, headingLevel: block.title ? 3 : 2 });
  if (cards.length === 0) return null;
  return (
    <>
      {block.title ? (
        <h2 className={styles.blockTitle} data-sanity={ctx.edit('title')}>
          {block.title}
        </h2>
      ) : null}
      <Deferred
        kind="carousel"
        props={{
          label: t('carousel', { title: block.title ?? t('posts') }),
          previous: t('previous'),
          next: t('next'),
          slideLabel: t('slide', { index: '{index}', total: '{total}' }),
          children: cards,
        }}
      />
    </>
  );
}
