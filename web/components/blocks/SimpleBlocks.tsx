import { RichText, type RichTextValue } from '../content/RichText.tsx';
import { SanityImage } from '../content/SanityImage.tsx';
import { SanityLink } from '../content/SanityLink.tsx';
import styles from './blocks.module.css';
import type { BlockContext, BlockOf } from './types.ts';

export function TextBlock({ block, ctx }: { block: BlockOf<'textBlock'>; ctx: BlockContext }) {
  return <RichText value={block.content as RichTextValue} locale={ctx.locale} />;
}

export function BannerBlock({
  block,
  ctx,
  priority,
}: {
  block: BlockOf<'bannerBlock'>;
  ctx: BlockContext;
  priority: boolean;
}) {
  const align = block.layout === 'center' || block.layout === 'right' ? block.layout : 'left';
  return (
    <div className={`${styles.banner} ${styles[`banner_${align}`]}`}>
      <SanityImage
        image={block.image}
        fill
        decorative
        priority={priority}
        sizes="100vw"
        className={styles.bannerImage}
        dataSanity={ctx.edit('image')}
      />
      <div className={styles.bannerText}>
        <h2 className={styles.bannerTitle} data-sanity={ctx.edit('title')}>
          {block.title}
        </h2>
        {block.text ? <p>{block.text}</p> : null}
        {block.button?.label ? (
          <SanityLink link={block.button.link} locale={ctx.locale} className={styles.buttonPrimary}>
            {block.button.label}
          </SanityLink>
        ) : null}
      </div>
    </div>
  );
}

const VARIANT_CLASS: Record<string, string | undefined> = {
  primary: styles.buttonPrimary,
  secondary: styles.buttonSecondary,
  text: styles.buttonText,
};

export function ButtonsBlock({ block, ctx }: { block: BlockOf<'buttonsBlock'>; ctx: BlockContext }) {
  const align = block.align === 'center' || block.align === 'right' ? block.align : 'left';
  return (
    <div className={`${styles.buttons} ${styles[`align_${align}`]}`}>
      {(block.buttons ?? []).map((button) => (
        <SanityLink
          key={button._key}
          link={button.link}
          locale={ctx.locale}
          className={VARIANT_CLASS[button.variant ?? 'primary'] ?? styles.buttonPrimary}
          dataSanity={ctx.edit(`buttons[_key=="${button._key}"]`)}
        >
          {button.label}
        </SanityLink>
      ))}
    </div>
  );
}

const TONE_CLASS: Record<string, string | undefined> = {
  info: styles.tone_info,
  success: styles.tone_success,
  warning: styles.tone_warning,
  neutral: styles.tone_neutral,
};

export function BoxBlock({ block, ctx }: { block: BlockOf<'boxBlock'>; ctx: BlockContext }) {
  return (
    <div className={`${styles.box} ${TONE_CLASS[block.tone ?? 'neutral'] ?? ''}`}>
      {block.title ? (
        <h2 className={styles.blockTitleSmall} data-sanity={ctx.edit('title')}>
          {block.title}
        </h2>
      ) : null}
      <RichText value={block.content as RichTextValue} locale={ctx.locale} />
    </div>
  );
}

export function EmphasisBlock({ block, ctx }: { block: BlockOf<'emphasisBlock'>; ctx: BlockContext }) {
  return (
    <div className={`${styles.emphasis} ${TONE_CLASS[block.tone ?? 'neutral'] ?? ''}`}>
      <RichText value={block.text as RichTextValue} locale={ctx.locale} />
    </div>
  );
}

export function QuoteBlock({ block, ctx }: { block: BlockOf<'quoteBlock'>; ctx: BlockContext }) {
  return (
    <figure className={styles.quote}>
      {block.image?.asset ? (
        <SanityImage image={block.image} width={160} height={160} className={styles.quoteImage} />
      ) : null}
      <div>
        <blockquote className={styles.quoteText} data-sanity={ctx.edit('quote')}>
          <p>{block.quote}</p>
        </blockquote>
        {block.author ? (
          <figcaption className={styles.quoteAuthor}>
            — {block.author}
            {block.role ? <span className={styles.quoteRole}>, {block.role}</span> : null}
          </figcaption>
        ) : null}
      </div>
    </figure>
  );
}

export function HorizontalRuleBlock({ block }: { block: BlockOf<'horizontalRuleBlock'> }) {
  const spacing = block.spacing === 'small' || block.spacing === 'large' ? block.spacing : 'medium';
  return <hr className={`${styles.rule} ${styles[`rule_${spacing}`]}`} />;
}
