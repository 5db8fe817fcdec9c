import type { Locale } from '@domain';
import { draftMode } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { loadFooterContent } from '../../lib/content/shell.ts';
import { shellEditAttributes } from '../../lib/sanity/edit.ts';
import type { TenantConfig } from '../../lib/tenants.ts';
import { chatScriptUrl, tagManagerId } from './consent.ts';
import { ConsentManager, CookieSettingsButton } from './consent-client.tsx';
import styles from './Footer.module.css';
import { FooterAccordion } from './FooterAccordion.tsx';
import { Icon } from './Icon.tsx';
import { ResolvedAnchor } from './ResolvedAnchor.tsx';
import { type FooterModel, footerModel, type OfficeModel, telHref } from './shell-model.ts';

// Passed down rather than imported by the client component: a client component ships the class
// map of every CSS module it imports, and Footer.module.css has dozens of classes.
const ACCORDION_CLASSES = {
  category: styles.category,
  wideTitle: styles.wideTitle,
  narrowTitle: styles.narrowTitle,
  categoryBody: styles.categoryBody,
};

/** Brand names of the social platforms: proper nouns, the same in every language. */
const PLATFORM_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  x: 'X',
  tripadvisor: 'Tripadvisor',
};

function Office({ office, testId, directions }: { office: OfficeModel; testId: string; directions: string }) {
  const { address } = office;
  return (
    <section className={styles.office} data-testid={testId}>
      {office.title ? <h2>{office.title}</h2> : null}
      {address ? (
        <address>
          {address.street}
          {address.street && (address.postalCode || address.city) ? <br /> : null}
          {[address.postalCode, address.city].filter(Boolean).join(' ')}
        </address>
      ) : null}
      {office.mapLink ? (
        <a href={office.mapLink} target="_blank" rel="noopener noreferrer" className={styles.directions}>
          <Icon name="map-pin" size={16} />
          {directions}
        </a>
      ) : null}
    </section>
  );
}

/** The site footer with its content (the layout renders `<Footer tenant locale />`). */
export async function Footer({ tenant, locale }: { tenant: TenantConfig; locale: Locale }) {
  const [content, draft] = await Promise.all([loadFooterContent(tenant.id, locale), draftMode()]);
  const model = footerModel(content.footer, content.site, {
    keflavikColumn: tenant.features.keflavikColumn,
    locale,
  });
  return (
    <FooterView
      tenant={tenant}
      locale={locale}
      model={model}
      edit={shellEditAttributes(content.footer, tenant.id, draft.isEnabled)('categories')}
    />
  );
}

/**
 * The consent banner and the settings dialog the footer opens. The layout renders it first in
 * <body>: the banner is the first stop in tab order (it sits at the bottom of the screen by CSS
 * only), instead of the last after some 60 Tabs through header, page and footer.
 */
export async function Consent({ locale }: { locale: Locale }) {
  const [t, draft] = await Promise.all([getTranslations({ locale, namespace: 'consent' }), draftMode()]);
  return (
    <ConsentManager
      // The Studio's preview shows the page as visitors will see it, not a consent banner over it.
      banner={!draft.isEnabled}
      tagManager={tagManagerId(process.env.GTM_ID)}
      chatScript={chatScriptUrl(process.env.CHAT_WIDGET_SRC)}
      labels={{
        title: t('title'),
        text: t('text'),
        acceptAll: t('acceptAll'),
        rejectAll: t('rejectAll'),
        settings: t('settings'),
        save: t('save'),
        necessary: t('necessary'),
        necessaryHelp: t('necessaryHelp'),
        analytics: t('analytics'),
        analyticsHelp: t('analyticsHelp'),
        chat: t('chat'),
        chatHelp: t('chatHelp'),
        close: t('close'),
      }}
    />
  );
}

/** The Keflavik column is already dropped from the model for lease. */
export async function FooterView({
  tenant,
  locale,
  model,
  edit,
}: {
  tenant: TenantConfig;
  locale: Locale;
  model: FooterModel;
  /** Click-to-edit attribute of the footer document (draft mode only). */
  edit?: string | undefined;
}) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const chevron = <Icon name="chevron-down" size={18} />;
  return (
    <footer className={styles.footer} data-testid="site-footer" data-sanity={edit}>
      <div className={styles.inner}>
        <div className={styles.offices}>
          {model.keflavik ? (
            <Office office={model.keflavik} testId="footer-keflavik" directions={t('directions')} />
          ) : null}
          {model.reykjavik ? (
            <Office office={model.reykjavik} testId="footer-reykjavik" directions={t('directions')} />
          ) : null}
          {model.phones.length > 0 || model.email ? (
            <section className={styles.office} data-testid="footer-contact">
              <h2>{t('contact')}</h2>
              <ul className={styles.contact}>
                {model.phones.map((phone) => (
                  <li key={phone}>
                    <a href={telHref(phone)}>
                      <Icon name="phone" size={16} />
                      <span className="visually-hidden">{t('phone')}: </span>
                      {phone}
                    </a>
                  </li>
                ))}
                {model.email ? (
                  <li>
                    <a href={`mailto:${model.email}`}>
                      <Icon name="mail" size={16} />
                      <span className="visually-hidden">{t('email')}: </span>
                      {model.email}
                    </a>
                  </li>
                ) : null}
              </ul>
            </section>
          ) : null}
        </div>
        {model.categories.length > 0 ? (
          <div className={styles.categories} data-testid="footer-categories">
            {model.categories.map((category) => (
              <FooterAccordion
                key={category.key}
                title={category.title}
                icon={chevron}
                classes={ACCORDION_CLASSES}
              >
                <ul>
                  {category.links.map((link) => (
                    <li key={link.key}>
                      <ResolvedAnchor link={link}>{link.label}</ResolvedAnchor>
                    </li>
                  ))}
                </ul>
              </FooterAccordion>
            ))}
          </div>
        ) : null}
        <div className={styles.aside}>
          {model.socials.length > 0 ? (
            <section>
              <h2 className={styles.smallTitle}>{t('followUs')}</h2>
              <ul className={styles.socials} data-testid="footer-socials">
                {model.socials.map((social) => (
                  <li key={social.key}>
                    <a
                      href={social.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={PLATFORM_NAMES[social.platform] ?? social.platform}
                    >
                      <Icon name={social.platform} size={20} />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {tenant.features.certificates ? (
            <section data-testid="footer-certificates">
              <h2 className={styles.smallTitle}>{t('certificates')}</h2>
              <p className={styles.certificate}>
                <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false">
                  <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="2.5" />
                  <path
                    d="M15 25l6 6 12-14"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="3.5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                <span>{t('certifiedBy')}</span>
              </p>
            </section>
          ) : null}
        </div>
      </div>
      <div className={styles.bottom}>
        <p>{model.copyright ?? t('rights', { year: new Date().getFullYear(), brand: tenant.brandName })}</p>
        <ul className={styles.legal} data-testid="footer-legal">
          {model.legalLinks.map((link) => (
            <li key={link.key}>
              <ResolvedAnchor link={link}>{link.label}</ResolvedAnchor>
            </li>
          ))}
          <li>
            <CookieSettingsButton className={styles.linkButton}>{t('cookieSettings')}</CookieSettingsButton>
          </li>
        </ul>
      </div>
    </footer>
  );
}
