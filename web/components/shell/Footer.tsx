import type { Locale } from '@domain';
import { getTranslations } from 'next-intl/server';
import styled from 'styled-components';
import type { TenantConfig } from '../../lib/tenants.ts';
import { theme } from '../../lib/theme.ts';

const Wrapper = styled.footer`
  margin-top: 4rem;
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryContrast};
  a { color: inherit; }
`;

const Columns = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 2.5rem 1rem;
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  h2 { font-size: 1rem; margin: 0 0 0.75rem; }
  address, p, ul { font-style: normal; margin: 0; line-height: 1.6; }
  ul { list-style: none; padding: 0; }
  button { background: none; border: none; color: inherit; font: inherit; text-decoration: underline; cursor: pointer; padding: 0; }
`;

const Bottom = styled.p`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 1rem;
  border-top: 1px solid rgb(255 255 255 / 0.2);
  font-size: 0.875rem;
`;

/** Footer placeholder with the brand rules of SPEC section 6; content comes from Sanity later. */
export async function Footer({ tenant, locale }: { tenant: TenantConfig; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  return (
    <Wrapper data-testid="site-footer">
      <Columns>
        {tenant.features.keflavikColumn ? (
          <section data-testid="footer-keflavik">
            <h2>{t('keflavik')}</h2>
            <address>
              Blikavellir 2
              <br />
              235 Keflavíkurflugvöllur
            </address>
          </section>
        ) : null}
        <section data-testid="footer-reykjavik">
          <h2>{t('reykjavik')}</h2>
          <address>
            Skeifan 9
            <br />
            108 Reykjavík
          </address>
        </section>
        <section>
          <h2>{t('contact')}</h2>
          <p>
            {t('phone')}: <a href="tel:+3545195000">+354 519 5000</a>
            <br />
            {t('email')}: <a href="mailto:info@vegur.is">info@vegur.is</a>
          </p>
        </section>
        <section>
          <h2>{t('legal')}</h2>
          <ul>
            <li>{t('terms')}</li>
            <li>{t('privacy')}</li>
            <li>
              <button type="button" data-testid="cookie-settings">
                {t('cookieSettings')}
              </button>
            </li>
          </ul>
        </section>
        {tenant.features.certificates ? (
          <section data-testid="footer-certificates">
            <h2>{t('certificates')}</h2>
            <p>{t('certifiedBy')}</p>
          </section>
        ) : null}
      </Columns>
      <Bottom>{t('rights', { year: new Date().getFullYear(), brand: tenant.brandName })}</Bottom>
    </Wrapper>
  );
}
