import { getTranslations } from 'next-intl/server';
import { RichText, type RichTextValue } from '../content/RichText.tsx';
import { SanityImage } from '../content/SanityImage.tsx';
import styles from './blocks.module.css';
import { ComparisonSlider } from './ComparisonSlider.tsx';
import { Deferred } from './Deferred.tsx';
import type { BlockContext, BlockOf } from './types.ts';

export function AccordionBlock({ block, ctx }: { block: BlockOf<'accordionBlock'>; ctx: BlockContext }) {
  return (
    <>
      {block.title ? (
        <h2 className={styles.blockTitle} data-sanity={ctx.edit('title')}>
          {block.title}
        </h2>
      ) : null}
      <Deferred
        kind="accordion"
        props={{
          headingLevel: block.title ? 3 : 2,
          items: (block.items ?? []).map((item) => ({
            key: item._key,
            title: item.title ?? '',
            dataSanity: ctx.edit(`items[_key=="${item._key}"].title`),
            content: <RichText value={item.content as RichTextValue} locale={ctx.locale} />,
          })),
        }}
      />
    </>
  );
}

export function TabsBlock({ block, ctx }: { block: BlockOf<'tabsBlock'>; ctx: BlockContext }) {
  return (
    <Deferred
      kind="tabs"
      props={{
        tabs: (block.tabs ?? []).map((tab) => ({
          key: tab._key,
          title: tab.title ?? '',
          dataSanity: ctx.edit(`tabs[_key=="${tab._key}"].title`),
          content: <RichText value={tab.content as RichTextValue} locale={ctx.locale} />,
        })),
      }}
    />
  );
}

export async function ExpanderBlock({ block, ctx }: { block: BlockOf<'expanderBlock'>; ctx: BlockContext }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'blocks' });
  return (
    <Deferred
      kind="expander"
      props={{
        rows: block.rows && block.rows > 0 ? block.rows : 5,
        showMore: t('showMore'),
        showLess: t('showLess'),
        children: <RichText value={block.content as RichTextValue} locale={ctx.locale} />,
      }}
    />
  );
}

export async function ComparisonSliderBlock({
  block,
  ctx,
}: {
  block: BlockOf<'comparisonSliderBlock'>;
  ctx: BlockContext;
}) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'blocks' });
  return (
    <>
      {block.title ? (
        <h2 className={styles.blockTitle} data-sanity={ctx.edit('title')}>
          {block.title}
        </h2>
      ) : null}
      <ComparisonSlider
        initial={block.initialPosition ?? 50}
        beforeLabel={block.beforeLabel}
        afterLabel={block.afterLabel}
        label={block.title ? `${t('comparison')}: ${block.title}` : t('comparison')}
        before={
          <SanityImage
            image={block.before}
            className={styles.comparisonImage}
            dataSanity={ctx.edit('before')}
          />
        }
        after={
          <SanityImage
            image={block.after}
            className={styles.comparisonImage}
            dataSanity={ctx.edit('after')}
          />
        }
      />
    </>
  );
}

export async function GalleryBlock({ block, ctx }: { block: BlockOf<'galleryBlock'>; ctx: BlockContext }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'blocks' });
  const images = (block.images ?? []).map((image) => (
    <SanityImage
      key={image._key}
      image={image}
      width={800}
      height={533}
      sizes="(min-width: 1000px) 400px, (min-width: 600px) 50vw, 90vw"
      className={styles.galleryImage}
      dataSanity={ctx.edit(`images[_key=="${image._key}"]`)}
    />
  ));
  return (
    <>
      {block.title ? (
        <h2 className={styles.blockTitle} data-sanity={ctx.edit('title')}>
          {block.title}
        </h2>
      ) : null}
      {block.layout === 'carousel' ? (
        <Deferred
          kind="carousel"
          props={{
            label: t('carousel', { title: block.title ?? '' }),
            previous: t('previous'),
            next: t('next'),
            slideLabel: t('slide', { index: '{index}', total: '{total}' }),
            children: images,
          }}
        />
      ) : (
        <ul className={styles.gallery}>
          {images.map((image) => (
            <li key={image.key}>{image}</li>
          ))}
        </ul>
      )}
    </>
  );
}
