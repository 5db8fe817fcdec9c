import { dateTimeFormat, LOCALES, type Locale } from '@domain';
import { draftMode } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { loadHeaderContent } from '../../lib/content/shell.ts';
import { localizePath } from '../../lib/paths.ts';
import { shellEditAttributes } from '../../lib/sanity/edit.ts';
import { sanityEnv } from '../../lib/sanity/env.ts';
import { buildImageUrl, type ContentImage, hasImageAsset } from '../../lib/sanity/image.ts';
import sanityImageLoader from '../../lib/sanity/image-loader.ts';
import type { TenantConfig } from '../../lib/tenants.ts';
import type { BANNER_SETTINGS_QUERY_RESULT } from '../../sanity.types.ts';
import { Promotion } from '../promotion/Promotion.tsx';
import { promotionModel } from '../promotion/promotion-model.ts';
import styles from './Header.module.css';
import { HeaderShell, MenuDropdown, MenuToggle, NAV_ID } from './HeaderShell.tsx';
import { Icon } from './Icon.tsx';
import { LoadingBar } from './LoadingBar.tsx';
import { type RegionLabels, RegionPicker } from './RegionPicker.tsx';
import { ResolvedAnchor } from './ResolvedAnchor.tsx';
import { SiteLink } from './SiteLink.tsx';
import { type HeaderModel, headerModel, type MenuColumnModel, type RecentPostModel } from './shell-model.ts';

export interface HeaderViewProps {
  tenant: TenantConfig;
  locale: Locale;
  model: HeaderModel;
  banner: BANNER_SETTINGS_QUERY_RESULT | null;
  regionLabels: RegionLabels;
  /** The promotion banner and popup (cars and campers only), rendered at the top of the header. */
  promotion?: ReactNode;
  /** Blog post thumbnails, rendered by the caller's image component. */
  postImage?: (post: RecentPostModel) => ReactNode;
  /** Click-to-edit attributes (draft mode only): the header's menus and the info banner. */
  edit?: { menu?: string | undefined; info?: string | undefined };
}

/** A content image as a small fixed-size <img>, sharp on 2x screens; decorative (the title is beside it). */
function Thumbnail({
  image,
  width,
  height,
  className,
}: {
  image: ContentImage;
  width: number;
  height: number;
  className?: string;
}) {
  if (!hasImageAsset(image)) return null;
  const box = buildImageUrl(sanityEnv, image, { width, height });
  // The loader keeps the box's ratio at each width and names the image on the site's own origin.
  const src = (scale: number) => sanityImageLoader({ src: box, width: width * scale });
  return (
    // biome-ignore lint/performance/noImgElement: a fixed-size thumbnail with its own 1x/2x srcset; next/image would add client code for nothing.
    <img
      src={src(1)}
      srcSet={`${src(1)} 1x, ${src(2)} 2x`}
      width={width}
      height={height}
      alt=""
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

/**
 * The site header with its content (the layout renders `<Header tenant locale />`): menus, quick
 * links, info banner, promotion and region labels for the brand and language.
 */
export async function Header({ tenant, locale }: { tenant: TenantConfig; locale: Locale }) {
  const [content, region, languages, promo, draft] = await Promise.all([
    loadHeaderContent(tenant.id, locale),
    getTranslations({ locale, namespace: 'region' }),
    getTranslations({ locale, namespace: 'languages' }),
    getTranslations({ locale, namespace: 'promotion' }),
    draftMode(),
  ]);
  const labels = content.regionLabels;
  const regionLabels: RegionLabels = {
    title: labels?.title ?? region('title'),
    languageTitle: labels?.language ?? region('language'),
    language: labels?.language ?? region('language'),
    currency: labels?.currency ?? region('currency'),
    save: labels?.save ?? region('save'),
    cancel: labels?.close ?? region('cancel'),
    languages: Object.fromEntries(LOCALES.map((code) => [code, languages(code)])) as Record<Locale, string>,
  };
  const renderedAt = Date.now();
  const promotion = promotionModel(content.promotion, {
    tenant: tenant.id,
    locale,
    now: renderedAt,
    fallback: {
      buttonText: promo('buttonText'),
      days: promo('days'),
      hours: promo('hours'),
      minutes: promo('minutes'),
      seconds: promo('seconds'),
    },
  });
  return (
    <>
      <LoadingBar />
      <HeaderView
        tenant={tenant}
        locale={locale}
        model={headerModel(content.header, content.posts, locale)}
        banner={content.banner}
        regionLabels={regionLabels}
        edit={{
          menu: shellEditAttributes(content.header, tenant.id, draft.isEnabled)('menuItems'),
          info: shellEditAttributes(content.banner, tenant.id, draft.isEnabled)('template'),
        }}
        postImage={(post) =>
          post.image ? (
            <Thumbnail image={post.image} width={72} height={48} className={styles.postImage} />
          ) : null
        }
        promotion={
          promotion ? (
            <Promotion
              model={promotion}
              renderedAt={renderedAt}
              // An editor previewing pages in the Studio is not a visitor to win over.
              autoOpen={!draft.isEnabled}
              edit={{
                banner: shellEditAttributes(
                  content.promotion?.template,
                  tenant.id,
                  draft.isEnabled,
                )('banner'),
                popup: shellEditAttributes(content.promotion?.template, tenant.id, draft.isEnabled)('title'),
              }}
              labels={{
                close: promo('close'),
                codeLabel: promo('codeLabel'),
                endsIn: promo('endsIn'),
                showOffer: promo('showOffer'),
                applied: promo('applied', { code: promotion.code }),
              }}
              image={promotion.image ? <Thumbnail image={promotion.image} width={480} height={400} /> : null}
            />
          ) : null
        }
      />
    </>
  );
}

/** Info banner, promotion banner, logo, main menu, quick links, region picker. */
export async function HeaderView({
  tenant,
  locale,
  model,
  banner,
  regionLabels,
  promotion,
  postImage,
  edit,
}: HeaderViewProps) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const home = localizePath('/', locale);
  const dateFormat = dateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const chevron = <Icon name="chevron-down" size={18} />;

  const columns = (list: MenuColumnModel[]) =>
    list.length > 0 ? (
      <div className={styles.columns}>
        {list.map((column) => (
          <div key={column.key}>
            {column.sections.map((section) => (
              <div key={section.key} className={styles.section}>
                {section.title ? <h2>{section.title}</h2> : null}
                <ul>
                  {section.links.map((link) => (
                    <li key={link.key}>
                      <ResolvedAnchor link={link}>{link.label}</ResolvedAnchor>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ))}
      </div>
    ) : null;

  return (
    <HeaderShell>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      {banner?.active && (banner.template.title || banner.template.text) ? (
        <div
          className={styles.info}
          data-important={banner.template.important ? 'true' : undefined}
          data-testid="info-banner"
          data-sanity={edit?.info}
        >
          <div className={styles.infoInner}>
            <p>
              {banner.template.title ? <strong>{banner.template.title}</strong> : null} {banner.template.text}
            </p>
            {banner.template.expanderText ? (
              <details data-testid="info-banner-details">
                <summary>
                  <span className={styles.more}>{t('showMore')}</span>
                  <span className={styles.less}>{t('showLess')}</span>
                </summary>
                <p className={styles.expander}>{banner.template.expanderText}</p>
              </details>
            ) : null}
          </div>
        </div>
      ) : null}
      {promotion}
      <div className={styles.bar}>
        <SiteLink href={home} className={styles.logo} data-testid="logo">
          {tenant.brandName}
        </SiteLink>
        {model.quickLinks.length > 0 ? (
          <ul className={styles.quickMobile} data-testid="quick-links-mobile">
            {model.quickLinks.map((quick) => (
              <li key={quick.key}>
                <ResolvedAnchor link={quick} aria-label={quick.label} title={quick.title ?? quick.label}>
                  <Icon name={quick.icon ?? 'arrow-right'} size={22} />
                </ResolvedAnchor>
              </li>
            ))}
          </ul>
        ) : null}
        <MenuToggle
          openLabel={t('openMenu')}
          closeLabel={t('closeMenu')}
          openIcon={<Icon name="menu" size={24} />}
          closeIcon={<Icon name="close" size={24} />}
        />
        <nav
          id={NAV_ID}
          className={styles.nav}
          aria-label={t('mainMenu')}
          data-testid="main-nav"
          data-sanity={edit?.menu}
        >
          <ul className={styles.menu}>
            {model.menu.map((item) =>
              item.kind === 'single' ? (
                <li key={item.key} className={styles.item}>
                  <ResolvedAnchor link={item.link} className={styles.menuLink}>
                    {item.title}
                  </ResolvedAnchor>
                </li>
              ) : (
                <MenuDropdown key={item.key} id={item.key} title={item.title} icon={chevron}>
                  <div
                    className={styles.panelInner}
                    data-posts={
                      item.kind === 'dropdownRecentPosts' && item.posts.length > 0 ? 'true' : undefined
                    }
                  >
                    {columns(item.columns)}
                    {item.kind === 'dropdownRecentPosts' && item.posts.length > 0 ? (
                      <div className={styles.posts} data-testid="recent-posts">
                        <h2>{t('latestPosts')}</h2>
                        <ul>
                          {item.posts.map((post) => (
                            <li key={post.key}>
                              <SiteLink href={post.href} className={styles.post}>
                                {postImage ? postImage(post) : <span className={styles.postImage} />}
                                <span>
                                  <span className={styles.postTitle}>{post.title}</span>
                                  <span className={styles.postMeta}>
                                    {post.date ? (
                                      <time dateTime={post.date}>
                                        {dateFormat.format(new Date(post.date))}
                                      </time>
                                    ) : null}
                                    {post.date && post.readTime ? ' · ' : null}
                                    {post.readTime ? t('readTime', { minutes: post.readTime }) : null}
                                  </span>
                                </span>
                              </SiteLink>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ) : null}
                  </div>
                </MenuDropdown>
              ),
            )}
          </ul>
          <div className={styles.actions}>
            {model.quickLinks.length > 0 ? (
              <ul className={styles.quick} data-testid="quick-links">
                {model.quickLinks.map((quick) => (
                  <li key={quick.key} data-mobile-only={quick.mobileOnly ? 'true' : undefined}>
                    <ResolvedAnchor link={quick} title={quick.title ?? quick.label}>
                      <Icon name={quick.icon ?? 'arrow-right'} size={18} />
                      <span>{quick.label}</span>
                    </ResolvedAnchor>
                  </li>
                ))}
              </ul>
            ) : null}
            {tenant.features.bookingMenu ? (
              <SiteLink
                href={localizePath('/book/vehicles/', locale)}
                className={styles.book}
                data-testid="booking-menu"
              >
                {model.bookLabel ?? t('book')}
              </SiteLink>
            ) : null}
            <RegionPicker
              tenant={tenant.id}
              locale={locale}
              currencyPicker={tenant.features.currencyPicker}
              labels={regionLabels}
            />
          </div>
        </nav>
      </div>
    </HeaderShell>
  );
}
