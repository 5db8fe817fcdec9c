import type { Locale } from '@domain';
import { getTranslations } from 'next-intl/server';
import styled from 'styled-components';
import { Link } from '../../i18n/navigation.ts';
import type { TenantConfig } from '../../lib/tenants.ts';
import { theme } from '../../lib/theme.ts';
import { RegionPicker } from './RegionPicker.tsx';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${theme.colors.background};
  border-bottom: 1px solid ${theme.colors.border};
`;

const Inner = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  min-height: ${theme.layout.headerHeight};
  padding: 0 1rem;
  display: flex;
  align-items: center;
  gap: 1.5rem;
  @media (min-width: 1000px) {
    min-height: ${theme.layout.headerHeightWide};
  }
`;

const Logo = styled(Link)`
  font-weight: 800;
  font-size: 1.25rem;
  color: ${theme.colors.primary};
  text-decoration: none;
  letter-spacing: -0.01em;
`;

const Nav = styled.nav`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 1rem;
  ul { display: flex; gap: 1rem; list-style: none; margin: 0; padding: 0; }
  a { color: ${theme.colors.text}; text-decoration: none; font-weight: 600; padding: 0.5rem 0; }
  a:hover, a:focus-visible { color: ${theme.colors.primary}; text-decoration: underline; }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus { left: 1rem; top: 1rem; z-index: 100; background: ${theme.colors.background}; padding: 0.5rem 1rem; }
`;

export async function Header({ tenant, locale }: { tenant: TenantConfig; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  return (
    <Bar data-testid="site-header">
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <Inner>
        <Logo href="/" data-testid="logo">
          {tenant.brandName}
        </Logo>
        <Nav aria-label={t('mainMenu')}>
          <ul>
            {tenant.features.bookingMenu ? (
              <li data-testid="booking-menu">
                <Link href="/book/vehicles/">{t('book')}</Link>
              </li>
            ) : null}
            <li>
              <Link href="/reservation/find/">{t('findReservation')}</Link>
            </li>
          </ul>
          <RegionPicker tenant={tenant.id} locale={locale} currencyPicker={tenant.features.currencyPicker} />
        </Nav>
      </Inner>
    </Bar>
  );
}
