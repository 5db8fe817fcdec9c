import type { PageBlock } from '../../lib/content/pages.ts';
import { RichText, type RichTextValue } from '../content/RichText.tsx';
import styles from './blocks.module.css';
import {
  AirportMeetingPointBlock,
  BlogCarouselBlock,
  MapsBlock,
  ShuttleTrackerBlock,
  TableBlock,
  VideoBlock,
} from './DataBlocks.tsx';
import { PriceTableBlock } from './PriceTableBlock.tsx';
import {
  AccordionBlock,
  ComparisonSliderBlock,
  ExpanderBlock,
  GalleryBlock,
  TabsBlock,
} from './RichBlocks.tsx';
import {
  BannerBlock,
  BoxBlock,
  ButtonsBlock,
  EmphasisBlock,
  HorizontalRuleBlock,
  QuoteBlock,
  TextBlock,
} from './SimpleBlocks.tsx';
import type { BlockContext } from './types.ts';

function renderBlock(block: PageBlock, ctx: BlockContext, eager: boolean) {
  switch (block._type) {
    case 'textBlock':
      return <TextBlock block={block} ctx={ctx} />;
    case 'accordionBlock':
      return <AccordionBlock block={block} ctx={ctx} />;
    case 'bannerBlock':
      // The first block above the fold loads eagerly (Largest Contentful Paint).
      return <BannerBlock block={block} ctx={ctx} priority={eager} />;
    case 'galleryBlock':
      return <GalleryBlock block={block} ctx={ctx} />;
    case 'tabsBlock':
      return <TabsBlock block={block} ctx={ctx} />;
    case 'tableBlock':
      return <TableBlock block={block} ctx={ctx} />;
    case 'priceTableBlock':
      return <PriceTableBlock block={block} ctx={ctx} />;
    case 'mapsBlock':
      return <MapsBlock block={block} ctx={ctx} />;
    case 'videoBlock':
      return <VideoBlock block={block} ctx={ctx} />;
    case 'quoteBlock':
      return <QuoteBlock block={block} ctx={ctx} />;
    case 'shuttleTrackerBlock':
      return <ShuttleTrackerBlock block={block} ctx={ctx} />;
    case 'airportMeetingPointBlock':
      return <AirportMeetingPointBlock block={block} ctx={ctx} />;
    case 'comparisonSliderBlock':
      return <ComparisonSliderBlock block={block} ctx={ctx} />;
    case 'blogCarouselBlock':
      return <BlogCarouselBlock block={block} ctx={ctx} />;
    case 'buttonsBlock':
      return <ButtonsBlock block={block} ctx={ctx} />;
    case 'boxBlock':
      return <BoxBlock block={block} ctx={ctx} />;
    case 'emphasisBlock':
      return <EmphasisBlock block={block} ctx={ctx} />;
    case 'expanderBlock':
      return <ExpanderBlock block={block} ctx={ctx} />;
    case 'horizontalRuleBlock':
      return <HorizontalRuleBlock block={block} />;
    default:
      return null;
  }
}

/**
 * A page's blocks in order. Each sits in its own element carrying its type (tests, styling), its
 * anchor id (anchor links) and, in draft mode, its `data-sanity` path (click-to-edit).
 */
export function Blocks({
  blocks,
  ctx,
  eagerFirstBanner = true,
}: {
  blocks: readonly PageBlock[] | null | undefined;
  ctx: BlockContext;
  /**
   * The first block is above the fold, so a banner there is fetched early at high priority. Not on
   * the cars and campers homes, whose search hero fills the first screen: their first banner,
   * preloaded, was the one request besides the document and its stylesheet before a phone's first
   * paint, and Lighthouse charged it to the largest paint (text), 1,420 against 930 ms.
   */
  eagerFirstBanner?: boolean;
}) {
  if (!blocks?.length) return null;
  return (
    <>
      {blocks.map((block, index) => {
        const path = `blocks[_key=="${block._key}"]`;
        const scoped: BlockContext = { ...ctx, edit: (field) => ctx.edit(`${path}.${field}`) };
        const anchor = 'anchorId' in block && typeof block.anchorId === 'string' ? block.anchorId : undefined;
        return (
          <div
            key={block._key}
            id={anchor}
            className={`${styles.block} ${block._type === 'bannerBlock' ? styles.blockWide : ''}`}
            data-block={block._type}
            data-sanity={ctx.edit(path)}
          >
            {renderBlock(block, scoped, eagerFirstBanner && index === 0)}
          </div>
        );
      })}
    </>
  );
}

export function PageIntro({ value, ctx }: { value: RichTextValue | null | undefined; ctx: BlockContext }) {
  if (!value?.length) return null;
  return (
    <div className={styles.intro} data-sanity={ctx.edit('intro')}>
      <RichText value={value} locale={ctx.locale} />
    </div>
  );
}
